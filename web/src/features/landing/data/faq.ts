/** An entry of the landing page's FAQ (spec §2: 9 questions). */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqEntries: readonly FaqEntry[] = [
  {
    question: 'What is StartupSetu?',
    answer:
      'StartupSetu is a community for the Indian startup ecosystem. It connects founders, investors, co-founders and job seekers for funding, pitching, mentorship, collaboration and networking.',
  },
  {
    question: 'Is it free to join and post my idea?',
    answer:
      'Yes. Signing up, creating your profile and posting your ideas, videos, blogs and talks on StartupSetu is completely free.',
  },
  {
    question: 'Which roles can I choose when I sign up?',
    answer:
      'There are four roles: Hustler (a founder or idea owner), Investor, Co-founder and Job Seeker. Each role has its own profile form and dashboard.',
  },
  {
    question: 'I am not an entrepreneur, but I have ideas. Which role should I choose?',
    answer:
      'Choose Hustler. A non-entrepreneur with ideas can choose Hustler to post ideas, get feedback and find the co-founders and investors who can help bring them to life.',
  },
  {
    question: 'How do I connect with investors?',
    answer:
      'Browse investor profiles to see their interests and style. As a Hustler you can ignite an investor, which sends them a notification so they can look at your profile and start a conversation.',
  },
  {
    question: 'Can I become a co-founder without my own startup idea?',
    answer:
      'Absolutely. Sign up as a Co-founder, describe your skills and superpower, and browse Hustlers whose ideas excite you. Many great teams form this way.',
  },
  {
    question: 'What kind of content can I share?',
    answer:
      'You can upload pitch and demo videos, write blogs with cover images and post short talks. Others can like and comment on your videos and follow your progress.',
  },
  {
    question: 'Does StartupSetu take equity or charge a commission?',
    answer:
      'No. StartupSetu does not take equity in your startup or a cut of the funds you raise. Any deal is agreed directly between you and the people you meet.',
  },
  {
    question: 'Can I use StartupSetu on my phone?',
    answer:
      'Yes. StartupSetu works in any modern browser and can be installed like an app. For the richest experience when uploading and managing content, we recommend a desktop.',
  },
];
