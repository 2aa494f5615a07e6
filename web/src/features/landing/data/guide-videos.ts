/** A short video guide of the landing page's Get Started section (spec §3, Video guide). */
export interface GuideVideo {
  title: string;
  /** Served by the app itself (web/public/guides), so the page works offline. */
  src: string;
}

export const guideVideos: readonly GuideVideo[] = [
  { title: 'Getting Started with StartupSetu', src: '/guides/getting-started.webm' },
  {
    title: 'Roles Explained: Hustler, Investor, Co-founder and Job Seeker',
    src: '/guides/roles-explained.webm',
  },
  {
    title: 'No Idea Yet? How to Be a Co-founder Anyway',
    src: '/guides/cofounder-without-idea.webm',
  },
  {
    title: 'Finding Investors Without Cold Emails',
    src: '/guides/investors-without-cold-emails.webm',
  },
  { title: 'What Happens After You Join', src: '/guides/after-you-join.webm' },
  { title: 'Your All-in-One Startup Playground', src: '/guides/startup-playground.webm' },
];
