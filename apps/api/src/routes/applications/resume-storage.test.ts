import { describe, expect, it } from 'vitest';
import { attachmentDisposition, resumeNameOf } from './resume-storage';

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

describe('attachmentDisposition', () => {
  it('names the file in ASCII for old clients and in UTF-8 (RFC 8187), quotes and backslashes replaced', () => {
    expect(attachmentDisposition('résumé "final"\\(1).pdf')).toBe(`attachment; filename="r_sum_ _final__(1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%5C%281%29.pdf`);
  });
});
