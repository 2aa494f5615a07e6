// The pure part of the guide generator (make-guides.ts): where each spoken sentence and each slide
// sits in a guide, and the WebVTT captions that follow from it.

/** A guide's script (scripts/media/guides/<name>.json). */
export interface GuideScript {
  title: string;
  slides: GuideSlide[];
}

export interface GuideSlide {
  heading: string;
  bullets: string[];
  /** A line icon beside a step slide's text (scripts/media/slide-html.ts, ICONS). */
  icon?: string;
  /** One caption per sentence, spoken in order while the slide shows. */
  narration: string[];
}

export interface TimelineOptions {
  /** Silence before the first sentence of every slide, in seconds. */
  leadIn: number;
  /** Silence between two sentences of a slide. */
  sentenceGap: number;
  /** Silence after a slide's last sentence before the next slide. */
  slideGap: number;
  /** Slide changes land on multiples of this (one video frame), so sound and picture stay together. */
  frame: number;
}

export interface Span {
  start: number;
  end: number;
}

export interface Cue extends Span {
  text: string;
}

export interface Timeline {
  slides: Span[];
  /** Where each sentence's speech starts and ends, slide by slide. */
  sentences: Span[][];
  duration: number;
}

export const DEFAULT_TIMING: TimelineOptions = { leadIn: 0.4, sentenceGap: 0.35, slideGap: 0.8, frame: 0.5 };

/** Thousandths of a second avoid float drift (0.1 + 0.2) piling up over a guide. */
const ms = (seconds: number) => Math.round(seconds * 1000);

/**
 * Lays the sentences out: `speech[s][n]` is how long sentence n of slide s lasts when spoken.
 * Each slide lasts from its lead-in to its last sentence plus the slide gap, rounded up to a frame.
 */
export function buildTimeline(speech: number[][], options: TimelineOptions = DEFAULT_TIMING): Timeline {
  const frame = ms(options.frame);
  const slides: Span[] = [];
  const sentences: Span[][] = [];
  let at = 0;
  for (const durations of speech) {
    const start = at;
    let cursor = start + ms(options.leadIn);
    const spans = durations.map((duration, index) => {
      if (index > 0) cursor += ms(options.sentenceGap);
      const span = { start: cursor, end: cursor + ms(duration) };
      cursor = span.end;
      return span;
    });
    const end = Math.ceil((cursor + ms(options.slideGap)) / frame) * frame;
    slides.push({ start: start / 1000, end: end / 1000 });
    sentences.push(spans.map((span) => ({ start: span.start / 1000, end: span.end / 1000 })));
    at = end;
  }
  return { slides, sentences, duration: at / 1000 };
}

/**
 * One cue per sentence. A cue stays up through the pause after its sentence (until the next one
 * starts, or its slide ends), so captions do not flicker off between sentences.
 */
export function captionCues(script: GuideScript, timeline: Timeline): Cue[] {
  return script.slides.flatMap((slide, slideIndex) => {
    const spans = timeline.sentences[slideIndex] ?? [];
    const slideEnd = timeline.slides[slideIndex]?.end ?? 0;
    return slide.narration.map((text, index) => ({
      start: spans[index]?.start ?? 0,
      end: spans[index + 1]?.start ?? slideEnd,
      text,
    }));
  });
}

/** `hh:mm:ss.ttt`, as WebVTT writes a time. */
export function vttTime(seconds: number): string {
  const total = ms(seconds);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const secs = Math.floor(total / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(total % 1000, 3)}`;
}

/** A WebVTT file of the cues. Cue text may not contain '-->' or a blank line; narration never does. */
export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map((cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** Rejects a script the generator cannot turn into a guide, naming what is wrong. */
export function checkScript(name: string, value: unknown): GuideScript {
  const script = value as GuideScript;
  const fail = (reason: string) => {
    throw new Error(`scripts/media/guides/${name}.json: ${reason}`);
  };
  if (typeof script?.title !== 'string' || !Array.isArray(script.slides) || script.slides.length === 0) {
    fail('needs a title and at least one slide');
  }
  script.slides.forEach((slide, index) => {
    const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string' && item.trim() !== '');
    if (typeof slide.heading !== 'string' || !strings(slide.bullets) || !strings(slide.narration) || slide.narration.length === 0) {
      fail(`slide ${index + 1} needs a heading, bullets and at least one sentence of narration`);
    }
    if (slide.narration.some((text) => text.includes('-->') || text.includes('\n'))) {
      fail(`slide ${index + 1}: a caption may not contain '-->' or a line break`);
    }
  });
  return script;
}
