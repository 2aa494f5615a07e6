/** Where to reach the StartupSetu team (Contact Us and the legal pages). */
export const CONTACT_EMAIL = 'hello@startupsetu.in';
export const CONTACT_CITY = 'Bengaluru, Karnataka, India';
