/** The four roles (spec §1) as the About Us and Services pages explain them. */
export interface RoleStory {
  name: string;
  tagline: string;
  description: string;
  offers: readonly string[];
}

export const roleStories: readonly RoleStory[] = [
  {
    name: 'Hustler',
    tagline: 'Founders and idea owners',
    description:
      'You have an idea, or a startup already taking shape. You do not need to call yourself an entrepreneur: anyone with an idea worth building can join as a Hustler.',
    offers: [
      'Pitch your idea with videos, blogs and short talks',
      'Explore co-founder and investor profiles',
      'Find interns and job seekers for your team',
      'Chat one to one with the people you meet',
    ],
  },
  {
    name: 'Investor',
    tagline: 'Angels, funds and mentors',
    description:
      'You back founders with capital, experience or both. StartupSetu lets you discover early-stage ideas from across India before they reach a crowded demo day.',
    offers: [
      'Browse startups by stage, skills and the work already done',
      'Share your interest areas so the right founders find you',
      'Get notified when a founder ignites your interest',
      'Watch pitches and follow the teams you like',
    ],
  },
  {
    name: 'Co-founder',
    tagline: 'Builders looking for a mission',
    description:
      'You bring skills and drive, and you want to build something from the ground up. You do not need your own idea: join a founder whose vision excites you.',
    offers: [
      'Show your skills, your superpower and your dream project',
      'Explore startups that need someone like you',
      'Connect with founders and talk before you commit',
      'Join the community conversation through talks and comments',
    ],
  },
  {
    name: 'Job Seeker',
    tagline: 'Interns and early-career talent',
    description:
      'You want to learn fast by working at a young company. Tell founders what you are good at and the role you want, and let them find you.',
    offers: [
      'Describe your experience, desired role and skills',
      'Be discovered by founders looking for interns and hires',
      'Follow startup stories to choose where you fit',
      'More job seeker features are on the way',
    ],
  },
];
