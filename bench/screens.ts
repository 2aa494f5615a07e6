// `npm run screens`: every route (support/route-pages.ts) drawn at a phone's, a tablet's, a laptop's
// and a wide screen's width, into docs/screens/, so that a change in how the product looks shows in
// review. Runs against the built app (`npm run build` first) on a seeded community; SCREENS_ROUTES
// (labels, comma-separated) redraws only those pages.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { seedCommunity, type Member, type Role } from './support/community-seed';
import { everyRoute, type RoutePage } from './support/route-pages';
import { startEmbeddedStack } from './support/stack';

const PORT = 8790;
const OUT = path.resolve(import.meta.dirname, '../docs/screens');
export const WIDTHS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'wide', width: 1920, height: 1080 },
] as const;
/** Pages longer than this are cut: what is below it repeats what is above. */
const MAX_HEIGHT = 2400;

/** `/dashboard/Hustler` → `dashboard-hustler`; `/` → `home`. */
export function fileStem(label: string): string {
  const stem = label
    .toLowerCase()
    .replace(/[?=…$()]/g, ' ')
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return stem || 'home';
}

async function draw(browser: Browser, origin: string, page: RoutePage, member: Member | undefined): Promise<string[]> {
  const files: string[] = [];
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, serviceWorkers: 'block', reducedMotion: 'reduce' });
    if (member) {
      await context.addInitScript(
        ([token, id, role]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('userId', id);
          localStorage.setItem('role', role);
        },
        [member.token, member.id, member.role] as const,
      );
    }
    const tab = await context.newPage();
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    const full = await tab.evaluate(() => document.documentElement.scrollHeight);
    const file = `${fileStem(page.label)}.${size.width}.jpg`;
    await tab.screenshot({
      path: path.join(OUT, file),
      type: 'jpeg',
      quality: 60,
      clip: { x: 0, y: 0, width: size.width, height: Math.min(full, MAX_HEIGHT) },
      fullPage: true,
      animations: 'disabled',
    });
    files.push(file);
    await context.close();
  }
  return files;
}

function index(rows: { page: RoutePage; files: string[] }[]): string {
  const head = `# Screens\n\nEvery route at ${WIDTHS.map((size) => `${size.width} px`).join(', ')}, drawn by \`npm run screens\` (bench/screens.ts) on a seeded community.\n\n| route | ${WIDTHS.map((size) => `${size.width} px`).join(' | ')} |\n|---|${WIDTHS.map(() => '---').join('|')}|\n`;
  const lines = rows.map(({ page, files }) => `| \`${page.label}\`${page.as ? ` (as the ${page.as})` : ''} | ${files.map((file) => `[${file.split('.')[1]}](${file})`).join(' | ')} |`);
  return `${head}${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const wanted = process.env.SCREENS_ROUTES?.split(',').map((label) => label.trim()).filter(Boolean);
  mkdirSync(OUT, { recursive: true });
  const stack = await startEmbeddedStack('screens', PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const members = await seedCommunity(stack);
    const pages = everyRoute(members);
    if (!wanted) for (const file of readdirSync(OUT)) if (file.endsWith('.jpg')) rmSync(path.join(OUT, file));
    const rows: { page: RoutePage; files: string[] }[] = [];
    for (const page of pages) {
      const files = WIDTHS.map((size) => `${fileStem(page.label)}.${size.width}.jpg`);
      if (!wanted || wanted.includes(page.label)) {
        console.log(`drawing ${page.label}`);
        await draw(browser, stack.gatewayUrl, page, page.as ? members[page.as as Role] : undefined);
      }
      rows.push({ page, files });
    }
    writeFileSync(path.join(OUT, 'README.md'), index(rows));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
