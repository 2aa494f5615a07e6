import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTimeline, captionCues, checkScript, toWebVtt, vttTime, type GuideScript } from './guide-timeline';
import { mixAt, readWav, writeWav } from './wav';

const TIMING = { leadIn: 0.4, sentenceGap: 0.35, slideGap: 0.8, frame: 0.5 };

const script: GuideScript = {
  title: 'A guide',
  slides: [
    { heading: 'One', bullets: ['a'], narration: ['First sentence.', 'Second sentence.'] },
    { heading: 'Two', bullets: ['b'], icon: 'bell', narration: ['Third sentence.'] },
  ],
};

describe('guide timeline', () => {
  it('plays the sentences one after another, and changes slide on a frame after a pause', () => {
    const timeline = buildTimeline([[2.1, 1.5], [3]], TIMING);
    expect(timeline.sentences).toEqual([
      [{ start: 0.4, end: 2.5 }, { start: 2.85, end: 4.35 }],
      [{ start: 5.9, end: 8.9 }],
    ]);
    // 4.35 + 0.8 = 5.15, up to the next half second.
    expect(timeline.slides).toEqual([{ start: 0, end: 5.5 }, { start: 5.5, end: 10 }]);
    expect(timeline.duration).toBe(10);
  });

  it('keeps a caption up until the next sentence starts or its slide ends', () => {
    const cues = captionCues(script, buildTimeline([[2.1, 1.5], [3]], TIMING));
    expect(cues).toEqual([
      { start: 0.4, end: 2.85, text: 'First sentence.' },
      { start: 2.85, end: 5.5, text: 'Second sentence.' },
      { start: 5.9, end: 10, text: 'Third sentence.' },
    ]);
  });

  it('writes WebVTT with hh:mm:ss.ttt times', () => {
    expect(vttTime(0.4)).toBe('00:00:00.400');
    expect(vttTime(3725.0456)).toBe('01:02:05.046');
    expect(toWebVtt([{ start: 0.4, end: 2.85, text: 'First sentence.' }, { start: 61, end: 62.5, text: 'Then.' }])).toBe(
      'WEBVTT\n\n1\n00:00:00.400 --> 00:00:02.850\nFirst sentence.\n\n2\n00:01:01.000 --> 00:01:02.500\nThen.\n',
    );
  });

  it('refuses a script without narration, or with a caption that would break the file', () => {
    expect(() => checkScript('x', { title: 'T', slides: [{ heading: 'H', bullets: [], narration: [] }] })).toThrow(/slide 1/);
    expect(() => checkScript('x', { title: 'T', slides: [{ heading: 'H', bullets: [], narration: ['a --> b'] }] })).toThrow(/-->/);
    expect(checkScript('x', script)).toBe(script);
  });

  it('has six valid scripts whose committed guides were made from them: captions say the narration, 30 to 90 s long', () => {
    const dir = path.join(import.meta.dirname, 'guides');
    const outputs = path.join(import.meta.dirname, '../../web/public/guides');
    const names = readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));
    expect(names).toHaveLength(6);
    for (const name of names) {
      const guide = checkScript(name, JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')));
      expect(existsSync(path.join(outputs, `${name}.webm`)) && existsSync(path.join(outputs, `${name}.webp`)), name).toBe(true);
      const vtt = readFileSync(path.join(outputs, `${name}.vtt`), 'utf8');
      const blocks = vtt.trim().split('\n\n').slice(1);
      // A script edited without `npx tsx scripts/media/make-guides.ts <name>` leaves stale captions.
      expect(blocks.map((block) => block.split('\n').slice(2).join('\n')), name).toEqual(guide.slides.flatMap((slide) => slide.narration));
      const end = blocks.at(-1)?.split('\n')[1]?.split(' --> ')[1] ?? '';
      const [hours, minutes, seconds] = end.split(':').map(Number);
      const length = (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
      expect(length, name).toBeGreaterThanOrEqual(30);
      expect(length, name).toBeLessThanOrEqual(90);
    }
  });
});

describe('narration track', () => {
  it('reads back the WAV it writes, and lays clips out at their start times over silence', () => {
    const track = mixAt(10, 1, [{ start: 0.2, samples: Int16Array.from([5, 6]) }, { start: 0.9, samples: Int16Array.from([7, 8, 9]) }]);
    expect(Array.from(track)).toEqual([0, 0, 5, 6, 0, 0, 0, 0, 0, 7]);
    const back = readWav(writeWav({ sampleRate: 10, samples: track }));
    expect(back.sampleRate).toBe(10);
    expect(Array.from(back.samples)).toEqual(Array.from(track));
  });
});
