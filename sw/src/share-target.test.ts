import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { receiveShare } from './share-target';
import { SHARE_TARGET_PATH, takesShareFrom } from './share-target-rules';
import { forgetSharedVideosOf, takeSharedVideo } from './offline-store/offline-store';

/** The POST a phone's share sheet makes to the manifest's share_target (or, with `from`, a page's form). */
function share(fields: Record<string, string | File>, from: Pick<RequestInit, 'referrer' | 'headers'> = {}): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`https://startupsetu.test${SHARE_TARGET_PATH}`, { method: 'POST', body: form, ...from });
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

  it("keeps nothing from another site's form and opens the popup saying so, whether the site names itself or the browser does", async () => {
    const refused = 'https://startupsetu.test/dashboard?share=refused';
    const fromElsewhere = [{ referrer: 'https://elsewhere.test/page' }, { headers: { 'sec-fetch-site': 'cross-site' } }, { headers: { 'sec-fetch-site': 'same-site' } }];
    for (const from of fromElsewhere) {
      const planted = share({ video: pitch(), title: 'Planted', text: 'https://elsewhere.test' }, from);
      const response = await receiveShare(planted, async () => 'u1');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(refused);
      // Not even read: there is nothing of it to keep.
      expect(planted.bodyUsed).toBe(false);
    }
    // The app's own page (its referrer, or the header) and the share sheet (no page) are taken.
    for (const from of [{ referrer: 'https://startupsetu.test/dashboard/Hustler' }, { headers: { 'sec-fetch-site': 'same-origin' } }, { headers: { 'sec-fetch-site': 'none' } }]) {
      const response = await receiveShare(share({ video: pitch() }, from), async () => 'u1');
      expect(await takeSharedVideo(shareIdOf(response), 'u1')).toMatchObject({ name: 'pitch.mp4' });
    }
  });
});

describe('where a share is taken from', () => {
  it('takes a share from the app itself or the system share sheet only', () => {
    expect(takesShareFrom('same-origin')).toBe(true);
    expect(takesShareFrom('none')).toBe(true);
    for (const site of ['cross-site', 'same-site', '', null, undefined]) expect(takesShareFrom(site)).toBe(false);
  });
});
