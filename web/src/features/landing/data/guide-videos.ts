/** A short video guide of the landing page's Get Started section (spec §3, Video guide). */
export interface GuideVideo {
  title: string;
  /**
   * Served by the app itself (web/public/guides, made by scripts/media/make-guides.ts). Played on
   * demand: the service worker does not precache it, so it needs the network.
   */
  src: string;
  /** The guide's title slide, shown until it plays. */
  poster: string;
  /** WebVTT captions of the narration. */
  captions: string;
}

const guide = (title: string, name: string): GuideVideo => ({
  title,
  src: `/guides/${name}.webm`,
  poster: `/guides/${name}.webp`,
  captions: `/guides/${name}.vtt`,
});

export const guideVideos: readonly GuideVideo[] = [
  guide('Getting Started with StartupSetu', 'getting-started'),
  guide('Roles Explained: Hustler, Investor, Co-founder and Job Seeker', 'roles-explained'),
  guide('No Idea Yet? How to Be a Co-founder Anyway', 'cofounder-without-idea'),
  guide('Finding Investors Without Cold Emails', 'investors-without-cold-emails'),
  guide('What Happens After You Join', 'after-you-join'),
  guide('Your All-in-One Startup Playground', 'startup-playground'),
];
