/** Where to reach the StartupSetu team (Contact Us and the legal pages). */
export const CONTACT_EMAIL = 'hello@startupsetu.in';
export const CONTACT_CITY = 'Bengaluru, Karnataka, India';

/** The grievance officer India's IT Rules 2021 ask for (Contact Us and the Terms). */
export const GRIEVANCE_OFFICER = 'Priya Menon';
export const GRIEVANCE_EMAIL = 'grievance@startupsetu.in';
export const GRIEVANCE_TIMES = 'We acknowledge complaints within 24 hours and resolve them within 15 days.';
export const GRIEVANCE_TEXT = `Grievance Officer: ${GRIEVANCE_OFFICER}, ${GRIEVANCE_EMAIL}. ${GRIEVANCE_TIMES}`;
