import { describe, expect, it } from 'vitest';
import { resumeNameOf } from './resume-storage';

describe('resumeNameOf', () => {
  it.each([
    ['Asha CV.pdf', 'Asha CV.pdf'],
    ['C:\\Users\\asha\\cv.PDF', 'cv.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['line\nbreak\u0000.pdf', 'linebreak.pdf'],
    ['half \uD800 pair.pdf', 'half pair.pdf'],
    ['', 'resume.pdf'],
    [null, 'resume.pdf'],
    ['x'.repeat(300), `${'x'.repeat(150)}.pdf`],
  ])('%j is downloaded as %j', (sent, kept) => {
    expect(resumeNameOf(sent)).toBe(kept);
  });
});
