import { CONTACT_CITY, CONTACT_EMAIL, GRIEVANCE_EMAIL, GRIEVANCE_OFFICER } from './contact';
import type { LegalSection } from './legal';

export const privacyIntro =
  'This Privacy Policy explains what personal data StartupSetu collects when you use the platform, why we collect it, who we share it with and the rights you have over it.';

export const privacySections: readonly LegalSection[] = [
  {
    heading: 'Data We Collect',
    blocks: [
      'We collect the data you give us and a small amount of data created as you use StartupSetu:',
      [
        'Account data: your email address and when you confirmed it, your password (stored only as a one-way hash, never in readable form) and the role you choose.',
        'Consent: when you signed up, that you confirmed being 18 or older, and the version of this policy you agreed to, with the time.',
        'Profile data: the details you add to your profile, such as your name, phone number, bio, project, stage, skills, interests, experience and profile picture.',
        'Content: the videos, blogs, talks, comments and likes you post.',
        'Messages and notifications: the chats you have with other members and the connect and ignite requests you send or receive.',
        'Verification requests: what you give to earn a badge (a SEBI registration number or angel network, a page that names you, portfolio companies, a work or startup email address, a DPIIT number) and any certificate or letter you add. A document you add is seen only by you and our moderators, never by other members, and is deleted with your account.',
        'Contact requests: your name, email and message when you write to us through the Contact Us page.',
        'Technical data: your IP address, browser and device type, and the time and result of each request, kept in our server logs for security and troubleshooting.',
      ],
      'Your browser also keeps your sign-in token and recently viewed pages on your device so that you stay signed in and can use the app offline.',
    ],
  },
  {
    heading: 'How We Use Your Data',
    blocks: [
      [
        'to create and secure your account and keep you signed in, and to confirm that your email address is yours (we send a link when you sign up or change it; until you open it you cannot message, connect, apply or report);',
        'to show your profile and content to other members, and theirs to you;',
        'to deliver your messages and notify you of comments, connect requests and ignites;',
        'to answer your questions and support requests;',
        'to detect and prevent spam, fraud and abuse, and to enforce our Terms & Conditions;',
        'to understand how the platform is used and improve it, using aggregated statistics wherever possible.',
      ],
      'We do not sell your personal data.',
    ],
  },
  {
    heading: 'Advertising Cookies',
    blocks: [
      'StartupSetu may show advertising from third-party advertising partners to keep the platform free. These partners may set cookies or use similar technologies to measure ads and to show ads based on your visits to this and other websites.',
      'Advertising cookies are only set after you agree to them (see Cookie Consent below). You can also opt out of personalised advertising in your advertising partner’s ad settings, and block or delete cookies in your browser settings.',
    ],
  },
  {
    heading: 'Media Hosting Provider',
    blocks: [
      'The videos, pictures and cover images you upload are stored with the media hosting provider we use to store and deliver media files. The provider stores the files on our behalf and may not use them for any other purpose.',
      'Uploaded media is served through links with long, unguessable names so that members can watch it without extra sign-in steps. Anyone who has such a link can open the file, so do not upload media you want to keep strictly private.',
    ],
  },
  {
    heading: 'Sharing Your Data',
    blocks: [
      'Your public profile (name, bio, skills, picture and the other profile fields you fill in) is visible to signed-in members. Your email address and phone number are shown only to your connections unless you choose otherwise in Settings → Privacy: to every signed-in member, or to no one but you. There you also choose who may message you.',
      'We share personal data only with:',
      [
        'service providers who host, store, secure and analyse the platform for us, under contracts that limit their use of the data;',
        'advertising partners, only for the cookie data described above and only with your consent;',
        'authorities, when the law requires it or to protect the rights and safety of our members;',
        'a buyer or successor, if StartupSetu is ever merged or sold, who must keep this policy’s promises.',
      ],
    ],
  },
  {
    heading: 'Legal Bases (GDPR)',
    blocks: [
      'If you are in the European Economic Area or the United Kingdom, we rely on these legal bases under the General Data Protection Regulation:',
      [
        'Contract: to provide the account, profile, content, messaging and notification features you signed up for.',
        'Legitimate interests: to keep the platform secure, prevent abuse and improve the service, where your rights do not override those interests.',
        'Consent: for advertising cookies and any optional analytics; you can withdraw consent at any time.',
        'Legal obligation: where we must keep or disclose data by law.',
      ],
      'For members in India, we process personal data in line with the Digital Personal Data Protection Act, 2023.',
    ],
  },
  {
    heading: 'Cookie Consent',
    blocks: [
      'Storage that the app needs to work, such as your sign-in token and the offline copy of pages you have seen, is used without asking, because StartupSetu cannot work without it.',
      'Advertising and optional analytics cookies are only used after you agree to them. You can change your mind at any time by clearing cookies in your browser or writing to us, and refusing them does not stop you using StartupSetu.',
    ],
  },
  {
    heading: 'Your Rights',
    blocks: [
      'Depending on where you live, you have the right to:',
      [
        'access the personal data we hold about you and get a copy of it;',
        'correct data that is wrong or incomplete (most of it you can edit yourself on your profile);',
        'delete your account and your data, unless we must keep some of it by law;',
        'object to or restrict some uses of your data, and withdraw consent you have given;',
        'receive your data in a portable format;',
        'complain to your data protection authority.',
      ],
      'We keep your data while your account is open, and delete or anonymise it within 90 days of your account being closed, except what we must keep by law.',
    ],
  },
  {
    heading: 'Your Data Rights in India',
    blocks: [
      'Under the Digital Personal Data Protection Act, 2023, you have these rights, and this is where in StartupSetu you use each one:',
      [
        'Access: see the personal data we hold about you and get a copy of it, in Settings → Your data (Download my data).',
        'Correction: correct or complete your details in Update profile; your password in Settings.',
        'Erasure: delete your account and your data in Settings → Delete account.',
        `Grievance: complain to our Grievance Officer, ${GRIEVANCE_OFFICER} (${GRIEVANCE_EMAIL}), as the Grievance Officer page (/grievance) explains; we acknowledge within 24 hours and resolve within 15 days.`,
        `Nominee: name a person to use these rights for you if you die or cannot use them yourself, by writing to the Grievance Officer at ${GRIEVANCE_EMAIL}.`,
      ],
    ],
  },
  {
    heading: 'Contact Us',
    blocks: [
      `To use any of these rights or to ask about this policy, email ${CONTACT_EMAIL} or use the Contact Us page. StartupSetu is based in ${CONTACT_CITY}. We answer privacy requests within 30 days.`,
    ],
  },
];
