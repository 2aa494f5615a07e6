import { CONTACT_EMAIL, GRIEVANCE_TEXT } from './contact';
import type { LegalSection } from './legal';

export const TERMS_EFFECTIVE_DATE = 'April 30, 2025';

export const termsIntro =
  'These Terms & Conditions govern your use of StartupSetu, its website and its app. By creating an account or using the platform you agree to them. If you do not agree, please do not use StartupSetu.';

export const termsSections: readonly LegalSection[] = [
  {
    heading: 'User Responsibility',
    blocks: [
      'You must be at least 18 years old, or have the consent of a parent or guardian, to create an account. You are responsible for the information you give us being accurate and for keeping it up to date.',
      'You are responsible for everything that happens under your account. Keep your password secret, do not share your account, and tell us at once if you think someone else has used it.',
      'StartupSetu is a place to meet people; it does not vet ideas, investors or candidates. Do your own due diligence before you share confidential information, invest money, sign an agreement or accept a job. Any deal you make with another member is between you and that member.',
    ],
  },
  {
    heading: 'Intellectual Property Licence',
    blocks: [
      'You keep the ownership of the ideas, videos, blogs, talks, comments, pictures and other content you post. By posting, you give StartupSetu a worldwide, non-exclusive, royalty-free licence to host, store, copy, display and distribute that content only as far as needed to run, show and promote the platform. The licence ends when you delete the content or your account, except for copies other members have already shared or that we must keep by law.',
      'You confirm that you own the content you post, or have the rights to post it, and that it does not infringe anyone else’s copyright, trademark, privacy or other rights.',
      'The StartupSetu name, logo, design and software belong to StartupSetu and may not be copied or used without our written permission.',
      'Posting an idea publicly does not protect it. If your idea is confidential, consider what you share and use a non-disclosure agreement before going into detail with anyone.',
    ],
  },
  {
    heading: 'Moderation',
    blocks: [
      'We may review, hide or remove any content, and suspend or close any account, that breaks these Terms or the law, or that puts other members at risk. We may do so without notice where the harm is serious or urgent.',
      `If you see content or behaviour that breaks these Terms, tell us at ${CONTACT_EMAIL}. If you think we removed your content by mistake, write to us and we will look at it again.`,
      'We do not check everything members post before it appears, and we are not responsible for what other members post.',
      GRIEVANCE_TEXT,
    ],
  },
  {
    heading: 'Prohibited Activities',
    blocks: [
      'When you use StartupSetu you must not:',
      [
        'post content that is unlawful, defamatory, obscene, hateful, harassing or threatening, or that infringes someone else’s rights;',
        'pretend to be someone else, or misrepresent your role, your company, your investments or your experience;',
        'run scams, pyramid or ponzi schemes, or solicit money for investments you are not authorised to offer;',
        'send spam, unsolicited advertising or chain messages, or collect other members’ details to contact them outside the platform without their consent;',
        'upload viruses or other harmful code, or try to break, overload or get around the security of the platform;',
        'scrape, copy or resell the platform’s content or member data by automated means.',
      ],
    ],
  },
  {
    heading: 'Privacy',
    blocks: [
      'Our Privacy Policy explains what personal data we collect, how we use it and the choices you have. By using StartupSetu you acknowledge that we handle your data as described there.',
      'Respect other members’ privacy too: do not share what someone told you in a private message, or their contact details, without their permission.',
    ],
  },
  {
    heading: 'Availability',
    blocks: [
      'We work to keep StartupSetu running smoothly, but it is provided "as is" and "as available". It may be unavailable from time to time for maintenance, updates or reasons beyond our control, and some features may change or be withdrawn.',
      'Parts of the app work offline and send what you did once you are back online; something you did offline is only saved once it reaches our servers.',
      'You can stop using StartupSetu at any time. We may close an inactive account or end the service with reasonable notice.',
    ],
  },
  {
    heading: 'Limitation of Liability',
    blocks: [
      'To the extent the law allows, StartupSetu and its team are not liable for any indirect, incidental or consequential loss, lost profits, lost data or lost opportunities arising from your use of the platform, from content posted by others, or from any dealings between members.',
      'Where we are liable, our total liability to you is limited to the amount you paid us in the twelve months before the claim, or INR 1,000 if you paid us nothing. Nothing in these Terms limits a liability that cannot be limited by law.',
      'These Terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction over any dispute.',
    ],
  },
  {
    heading: 'Changes to These Terms',
    blocks: [
      'We may update these Terms as StartupSetu grows. When we make a material change we will update the effective date above and tell you in the app or by email before the change takes effect. If you keep using StartupSetu after that, you accept the updated Terms.',
      `Questions about these Terms? Write to us at ${CONTACT_EMAIL}.`,
    ],
  },
];
