import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { NO_MESSAGE_TEXT, progressPercent, uploadOutcome } from './upload';

describe('progressPercent', () => {
  it('rounds the share sent to a whole percent', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(200, 200)).toBe(100);
  });

  it('stays within 0–100', () => {
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(-5, 200)).toBe(0);
  });

  it('is unknown while the total is', () => {
    expect(progressPercent(10, 0)).toBeNull();
    expect(progressPercent(10, 100, false)).toBeNull();
  });
});

const texts = { failed: 'An unexpected error occurred while uploading your video.' };

describe('uploadOutcome (spec §8)', () => {
  it("shows the server's message on success", () => {
    expect(uploadOutcome(null, { success: true, message: 'Video uploaded successfully!' }, texts)).toEqual({
      ok: true,
      text: 'Video uploaded successfully!',
    });
  });

  it('says something went wrong when a reply has no message', () => {
    expect(uploadOutcome(null, { success: true }, texts)).toEqual({ ok: false, text: NO_MESSAGE_TEXT });
    expect(uploadOutcome(null, null, texts)).toEqual({ ok: false, text: 'Something went wrong, please try again.' });
  });

  it("shows the server's error field on a failure", () => {
    const body = { success: false, message: 'Too big', error: 'File size exceeds the 50MB limit. Please upload a smaller video.' };
    expect(uploadOutcome(new ApiError(413, 'Too big', body), undefined, texts)).toEqual({ ok: false, text: body.error });
  });

  it("shows why the daily upload budget refused it (429), so the person knows to try tomorrow", () => {
    const reason = "You have reached today's upload limit of 500 MB. Try again tomorrow.";
    const body = { success: false, message: reason, error: reason };
    expect(uploadOutcome(new ApiError(429, reason, body), undefined, texts)).toEqual({ ok: false, text: reason });
  });

  it('falls back to the screen text without an error field, and on network failures', () => {
    expect(uploadOutcome(new ApiError(502, '', null), undefined, texts).text).toBe(texts.failed);
    expect(uploadOutcome(new ApiError(400, 'x', { message: 'x' }), undefined, texts).text).toBe(texts.failed);
    expect(uploadOutcome(new NetworkError(new Error('down')), undefined, texts).text).toBe(texts.failed);
  });
});
