import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { receiveShare } from './share-target';
import { SHARE_TARGET_PATH } from './share-target-rules';
import { forgetSharedVideosOf, takeSharedVideo } from './shared-videos';

/** The POST a phone's share sheet makes to the manifest's share_target. */
function share(fields: Record<string, string | File>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`https://startupsetu.test${SHARE_TARGET_PATH}`, { method: 'POST', body: form });
}

const pitch = () => new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1, 2, 3])], 'pitch.mp4', { type: 'video/mp4' });
const shareIdOf = (response: Response) => new URL(response.headers.get('location')!).searchParams.get('share')!;

describe('the share target', () => {
  it("keeps a shared video for the user signed in here and opens the dashboard's upload popup with it", async () => {
    const response = await receiveShare(share({ video: pitch(), title: 'From the gallery', text: '' }), async () => 'u1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^https:\/\/startupsetu\.test\/dashboard\?share=[\w-]+$/);
    const kept = await takeSharedVideo(shareIdOf(response), 'u1');
    expect(kept).toMatchObject({ userId: 'u1', name: 'pitch.mp4', title: 'From the gallery', text: '' });
    expect(new Uint8Array(await kept!.file.arrayBuffer())).toEqual(new Uint8Array(await pitch().arrayBuffer()));
    // Taken once: the popup has it now.
    expect(await takeSharedVideo(shareIdOf(response), 'u1')).toBeUndefined();
  });

  it("never gives one user's shared video to another, and forgets a user's when their session ends here", async () => {
    const first = shareIdOf(await receiveShare(share({ video: pitch() }), async () => 'u1'));
    const second = shareIdOf(await receiveShare(share({ video: pitch() }), async () => 'u1'));
    expect(await takeSharedVideo(first, 'u2')).toBeUndefined();
    await forgetSharedVideosOf('u1');
    expect(await takeSharedVideo(first, 'u1')).toBeUndefined();
    expect(await takeSharedVideo(second, 'u1')).toBeUndefined();
  });

  it('asks for a sign-in without a session, and opens the dashboard when nothing came', async () => {
    expect((await receiveShare(share({ video: pitch() }), async () => undefined)).headers.get('location')).toBe('https://startupsetu.test/signin');
    expect((await receiveShare(share({ title: 'only words' }), async () => 'u1')).headers.get('location')).toBe('https://startupsetu.test/dashboard');
  });
});
