// Makes the landing page's six narrated guides from their scripts (scripts/media/guides/<name>.json):
//   web/public/guides/<name>.webm  slides + narration (VP9 at 2 fps, Opus mono), 30 to 90 s
//   web/public/guides/<name>.vtt   one caption per spoken sentence, timed from the speech itself
//   web/public/guides/<name>.webp  the poster: the guide's title slide
// Run by hand after editing a script: `npx tsx scripts/media/make-guides.ts [name ...]`. Needs
// espeak-ng and ffmpeg (with libvpx, libopus and libwebp) on the PATH, and Chromium at
// /usr/bin/chromium (or CHROMIUM_PATH). CI does not run it; its outputs are committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { buildTimeline, captionCues, checkScript, toWebVtt, type GuideScript } from './guide-timeline';
import { SLIDE_HEIGHT, SLIDE_WIDTH, TEXT_BOTTOM, slideHtml } from './slide-html';
import { mixAt, readWav, writeWav } from './wav';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCRIPTS_DIR = path.join(HERE, 'guides');
const OUT_DIR = path.resolve(HERE, '../../web/public/guides');
const FPS = 2;
/** espeak-ng has no Indian English voice; British English is the nearest it ships. */
const VOICE = process.env.GUIDE_VOICE ?? 'en-gb';
const WORDS_PER_MINUTE = '150';
/** How the product's name is said (captions keep the written form). */
const SPOKEN: [RegExp, string][] = [[/StartupSetu/g, 'Startup Saytu']];

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });

function speak(text: string, file: string) {
  const spoken = SPOKEN.reduce((said, [pattern, sound]) => said.replace(pattern, sound), text);
  run('espeak-ng', ['-v', VOICE, '-s', WORDS_PER_MINUTE, '-w', file, spoken]);
  return readWav(readFileSync(file));
}

async function makeGuide(browser: Browser, name: string, script: GuideScript, work: string) {
  const speech = script.slides.map((slide, s) => slide.narration.map((text, n) => speak(text, path.join(work, `say-${s}-${n}.wav`))));
  const sampleRate = speech[0]?.[0]?.sampleRate ?? 22050;
  const timeline = buildTimeline(speech.map((clips) => clips.map((clip) => clip.samples.length / clip.sampleRate)));
  const clips = speech.flatMap((slide, s) => slide.map((clip, n) => ({ start: timeline.sentences[s]?.[n]?.start ?? 0, samples: clip.samples })));
  const narration = path.join(work, 'narration.wav');
  writeFileSync(narration, writeWav({ sampleRate, samples: mixAt(sampleRate, timeline.duration, clips) }));

  const page = await browser.newPage({ viewport: { width: SLIDE_WIDTH, height: SLIDE_HEIGHT } });
  const list: string[] = [];
  for (const [index, span] of timeline.slides.entries()) {
    const png = path.join(work, `slide-${index}.png`);
    await page.setContent(slideHtml(script, index));
    const box = await page.locator('.content').boundingBox();
    if (!box || box.y + box.height > TEXT_BOTTOM) throw new Error(`${name}, slide ${index + 1}: its text runs into the captions' area; shorten it`);
    await page.screenshot({ path: png });
    list.push(`file '${png}'`, `duration ${(span.end - span.start).toFixed(3)}`);
  }
  await page.close();
  // The concat demuxer shows the last image only if it is named once more after its duration.
  list.push(list.at(-2) ?? '');
  writeFileSync(path.join(work, 'slides.txt'), `${list.join('\n')}\n`);

  const out = (ext: string) => path.join(OUT_DIR, `${name}.${ext}`);
  run('ffmpeg', [
    '-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', path.join(work, 'slides.txt'), '-i', narration,
    '-vf', `fps=${FPS},format=yuv420p`, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-g', String(FPS * 20),
    '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
    '-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-application', 'voip',
    '-t', timeline.duration.toFixed(3), '-metadata', `title=${script.title}`, out('webm'),
  ]);
  run('ffmpeg', ['-y', '-loglevel', 'error', '-i', path.join(work, 'slide-0.png'), '-c:v', 'libwebp', '-quality', '55', out('webp')]);
  writeFileSync(out('vtt'), toWebVtt(captionCues(script, timeline)));

  const kb = (ext: string) => `${(statSync(out(ext)).size / 1000).toFixed(1)} kB`;
  console.log(`${name}: ${timeline.duration.toFixed(1)} s, webm ${kb('webm')}, poster ${kb('webp')}, captions ${kb('vtt')}`);
}

async function main() {
  const names = process.argv.slice(2);
  const all = readdirSync(SCRIPTS_DIR).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));
  const chosen = names.length > 0 ? names : all;
  const unknown = chosen.filter((name) => !all.includes(name));
  if (unknown.length > 0) throw new Error(`No script for ${unknown.join(', ')} in ${SCRIPTS_DIR}`);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const work = mkdtempSync(path.join(tmpdir(), 'guides-'));
  try {
    for (const name of chosen) {
      const script = checkScript(name, JSON.parse(readFileSync(path.join(SCRIPTS_DIR, `${name}.json`), 'utf8')));
      await makeGuide(browser, name, script, work);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
