/** A benefit of the landing page's 'Why Join' grid (spec §2: 9 benefits). */
export interface Benefit {
  title: string;
  text: string;
}

export const benefits: readonly Benefit[] = [
  {
    title: 'Free to Join',
    text: 'Creating an account and posting your ideas costs nothing, today and always.',
  },
  {
    title: 'Built for India',
    text: 'A community focused on the Indian startup ecosystem, from metros to small towns.',
  },
  {
    title: 'Access to Funding',
    text: 'Reach 500+ investors who are actively looking for promising founders.',
  },
  {
    title: 'Right People, Faster',
    text: 'Role-based profiles make it easy to find exactly the co-founder, investor or hire you need.',
  },
  {
    title: 'Learn by Doing',
    text: 'Guides, articles and talks from founders who have faced the same challenges as you.',
  },
  {
    title: 'Visibility for Your Work',
    text: 'Showcase your product through videos and blogs that the whole community can discover.',
  },
  {
    title: 'Honest Feedback',
    text: 'Get likes, comments and candid advice that help you improve before you spend big.',
  },
  {
    title: 'Works on Any Device',
    text: 'Install StartupSetu like an app and keep reading your feeds even when the network drops.',
  },
  {
    title: 'A Supportive Network',
    text: 'Celebrate wins, share setbacks and grow alongside 1000+ startups on the same journey.',
  },
];
