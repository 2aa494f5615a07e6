// One guide slide as a self-contained HTML page (640x360, the product's palette), for Chromium to
// screenshot. The lower quarter stays quiet: the captions are drawn over it.
import type { GuideScript } from './guide-timeline';

export const SLIDE_WIDTH = 640;
export const SLIDE_HEIGHT = 360;
/** Text must end above this line: the captions are drawn below it. */
export const TEXT_BOTTOM = 286;

/** Escaped for HTML; a hyphenated word ('Co-founder') never breaks across two lines. */
const escapeHtml = (text: string) =>
  text
    .replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)
    .replace(/(\w)-(\w)/g, '$1&#8209;$2');

/** Line icons on a 24x24 grid, one per step slide (`icon` in a guide's script). */
export const ICONS: Record<string, string> = {
  account: 'M15 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 3 17.5V19M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM19 8v6M16 11h6',
  form: 'M9 3h6v3H9zM7 4.5H5v16h14v-16h-2M8 11h8M8 15h5',
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  people: 'M16 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM22 20v-2a4 4 0 0 0-3-3.9M16 3.2a3.5 3.5 0 0 1 0 6.6',
  idea: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z',
  growth: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  ignite: 'M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8a7 7 0 0 0 7 7z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  link: 'M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
  video: 'M23 7l-7 5 7 5zM1 5h15v14H1z',
  blog: 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5',
  phone: 'M7 2h10v20H7zM11 18h2',
  check: 'M20 6L9 17l-5-5',
  briefcase: 'M2 7h20v13H2zM16 20V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v15',
};

const STYLE = `
  * { box-sizing: border-box; margin: 0; }
  body { width: ${SLIDE_WIDTH}px; height: ${SLIDE_HEIGHT}px; overflow: hidden; font-family: 'DejaVu Sans', system-ui, sans-serif;
    background: linear-gradient(135deg, #0f766e, #115e59); color: #fff; position: relative; }
  .glow { position: absolute; right: -60px; top: -60px; width: 260px; height: 260px; border-radius: 50%; background: #fff; opacity: .08; }
  .content { position: absolute; left: 44px; right: 44px; top: 36px; }
  .step .content { right: 210px; }
  .icon { position: absolute; right: 44px; top: 92px; width: 140px; height: 140px; border-radius: 50%; background: rgb(255 255 255 / 10%);
    display: flex; align-items: center; justify-content: center; }
  .icon svg { width: 76px; height: 76px; fill: none; stroke: #fde68a; stroke-width: 1.6; stroke-linecap: round; stroke-linejoin: round; }
  .kicker { color: #fde68a; font-size: 15px; font-weight: 700; letter-spacing: 2px; text-transform: uppercase; margin-bottom: 10px; }
  h1 { font-size: 30px; line-height: 1.2; margin-bottom: 18px; }
  .title h1 { font-size: 38px; margin-top: 34px; }
  ul { list-style: none; padding: 0; }
  li { font-size: 20px; line-height: 1.3; color: #ccfbf1; margin-bottom: 10px; padding-left: 26px; position: relative; }
  li::before { content: ''; position: absolute; left: 2px; top: 8px; width: 11px; height: 11px; border-radius: 3px; background: #f59e0b; }
  .title li { font-size: 20px; padding-left: 0; }
  .title li::before { display: none; }
  .foot { position: absolute; left: 44px; right: 44px; bottom: 14px; display: flex; justify-content: space-between;
    font-size: 13px; color: #99f6e4; }
  .bar { position: absolute; left: 0; bottom: 0; height: 5px; background: #f59e0b; }
`;

/** The HTML of slide `index` of the guide: the first is the title slide, the rest heading + bullets. */
export function slideHtml(script: GuideScript, index: number): string {
  const slide = script.slides[index];
  if (!slide) throw new Error(`No slide ${index + 1} in '${script.title}'`);
  const total = script.slides.length;
  const isTitle = index === 0;
  const icon = slide.icon ? ICONS[slide.icon] : undefined;
  if (!isTitle && !icon) throw new Error(`Slide ${index + 1} of '${script.title}' needs an icon, one of ${Object.keys(ICONS).join(', ')}`);
  const bullets = slide.bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${STYLE}</style></head>
<body class="${isTitle ? 'title' : 'step'}">${isTitle ? '<div class="glow"></div>' : `<div class="icon"><svg viewBox="0 0 24 24"><path d="${icon}"/></svg></div>`}
<div class="content"><p class="kicker">${isTitle ? 'StartupSetu quick guide' : `Step ${index} of ${total - 1}`}</p>
<h1>${escapeHtml(slide.heading)}</h1><ul>${bullets}</ul></div>
<div class="foot"><span>StartupSetu</span></div>
<div class="bar" style="width:${(((index + 1) / total) * 100).toFixed(1)}%"></div></body></html>`;
}
