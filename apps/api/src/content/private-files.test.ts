import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadNameOf } from './private-files';

describe('attachmentDisposition', () => {
  it('names the file in ASCII for old clients and in UTF-8 (RFC 8187), quotes and backslashes replaced', () => {
    expect(attachmentDisposition('résumé "final"\\(1).pdf')).toBe(`attachment; filename="r_sum_ _final__(1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%5C%281%29.pdf`);
  });
});

describe('downloadNameOf', () => {
  it.each([
    ['SEBI certificate.JPG', 'jpg', 'SEBI certificate.jpg'],
    ['letter.jpeg', 'jpg', 'letter.jpg'],
    ['scan.png', 'png', 'scan.png'],
    ['scan.pdf', 'png', 'scan.pdf.png'],
    ['', 'pdf', 'document.pdf'],
  ])('names %j, stored as .%s, %j', (sent, ext, name) => {
    expect(downloadNameOf(sent, ext, 'document')).toBe(name);
  });
});
