import { describe, expect, it } from 'vitest';
import { backgroundPatchRequest, backgroundProgress } from './background-upload-rules';

describe('the tus PATCH handed to Background Fetch', () => {
  it('sends the rest of the file from the server’s offset, with the user’s token', async () => {
    const file = new Blob(['0123456789']);
    const request = backgroundPatchRequest({ uploadUrl: '/api/uploads/video0001', token: 'token-1', file, offset: 4 }, 'http://localhost:8181/dashboard');

    expect(request.method).toBe('PATCH');
    expect(request.url).toBe('http://localhost:8181/api/uploads/video0001');
    expect(Object.fromEntries(request.headers)).toMatchObject({
      'tus-resumable': '1.0.0',
      'upload-offset': '4',
      'content-type': 'application/offset+octet-stream',
      authorization: 'Bearer token-1',
    });
    expect(await request.text()).toBe('456789');
  });
});

describe('its progress', () => {
  it('counts what the server had before the hand-over', () => {
    expect(backgroundProgress(40, 0, 100)).toBe(40);
    expect(backgroundProgress(40, 30, 100)).toBe(70);
    expect(backgroundProgress(40, 60, 100)).toBe(100);
    expect(backgroundProgress(0, 0, 0)).toBe(0);
  });
});
