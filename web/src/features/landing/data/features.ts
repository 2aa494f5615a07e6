/** A card of the landing page's features grid (spec §2: 9 cards). */
export interface Feature {
  /** SVG path data on a 24x24 grid, drawn as a 2 px stroke. */
  icon: string;
  title: string;
  text: string;
}

export const features: readonly Feature[] = [
  {
    icon: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z',
    title: 'Post Your Idea for Free',
    text: 'Share your startup idea with the community at no cost and get early feedback from people who have built before.',
  },
  {
    icon: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
    title: 'Find a Co-founder',
    text: 'Browse co-founder profiles by skills and superpower, and team up with someone who complements you.',
  },
  {
    icon: 'M3 17l6-6 4 4 8-8M14 7h7v7',
    title: 'Meet Investors',
    text: 'Discover angels and funds by the sectors they love and ignite a conversation when you are ready to raise.',
  },
  {
    icon: 'M23 7l-7 5 7 5V7zM1 5h15v14H1z',
    title: 'Pitch with Video',
    text: 'Upload pitch videos and demos so investors and collaborators can see your product and your passion.',
  },
  {
    icon: 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5',
    title: 'Blogs and Short Talks',
    text: 'Write about your journey, post quick talks and build a following around the problem you are solving.',
  },
  {
    icon: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
    title: 'One-to-One Chat',
    text: 'Message founders, investors and job seekers directly, and keep every conversation in one place.',
  },
  {
    icon: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
    title: 'Real-Time Notifications',
    text: 'Know the moment someone comments on your video, sends a connect request or wants to talk about funding.',
  },
  {
    icon: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM16.2 7.8l-2.1 6.3-6.3 2.1 2.1-6.3z',
    title: 'Mentorship',
    text: 'Learn from experienced founders and operators who share practical advice on product, hiring and growth.',
  },
  {
    icon: 'M2 7h20v14H2zM16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16',
    title: 'Hire Early Talent',
    text: 'Find interns and job seekers who are excited to join an early-stage startup and grow with it.',
  },
];
