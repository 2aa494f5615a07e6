import { describe, expect, it } from 'vitest';
import { SHARE_TARGET_PATH, SHARED_FILE_FIELD } from '@startupsetu/sw/share-target-rules';
import { webManifest } from './web-manifest';

describe('the web manifest', () => {
  it("shares videos into the app where the service worker receives them (sw/src/share-target.ts)", () => {
    expect(webManifest.share_target).toMatchObject({
      action: SHARE_TARGET_PATH,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: SHARED_FILE_FIELD, accept: expect.arrayContaining(['video/mp4', 'video/quicktime']) }] },
    });
  });
});
