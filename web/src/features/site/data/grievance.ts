import { CONTACT_CITY, GRIEVANCE_EMAIL, GRIEVANCE_OFFICER } from './contact';

// /grievance (DESIGN §7.4): the Grievance Officer India's IT Rules 2021 ask an intermediary to name,
// how to complain to them, the timelines, and the appeal beyond them.

export const GRIEVANCE_PAGE = {
  title: 'Grievance Officer',
  intro: 'If something on StartupSetu harms you, or you disagree with a decision we made, our Grievance Officer will hear you.',
};

export const GRIEVANCE_OFFICER_DETAILS = { name: GRIEVANCE_OFFICER, email: GRIEVANCE_EMAIL, place: CONTACT_CITY };

/** What a complaint should hold, so it can be acted on at once. */
export const HOW_TO_COMPLAIN: readonly string[] = [
  'your name and an email address or phone number we can answer you at;',
  'the link to the profile, post, message or job you are complaining about (or a screenshot of it);',
  'what is wrong, and which of your rights or which of our rules it affects;',
  'for impersonation, proof of who you are; for content that is yours, proof that it is yours.',
];

export const GAC_URL = 'https://gac.gov.in';

export const GRIEVANCE_TIMELINES: readonly string[] = [
  'We acknowledge your complaint within 24 hours.',
  'We resolve it within 15 days, and tell you what we decided and why.',
  'Complaints about impersonation or about sexual or intimate images of you are acted on within 24 hours.',
];
