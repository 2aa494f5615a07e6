import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { VideoUploadDialog } from '../components/video-dialogs';
import { SHARE_REFUSED_TEXT, useSharedVideo } from './use-shared-video';

/** The upload popup as the signed-in layout opens it for a share. */
function SharePopup() {
  const shared = useSharedVideo('me');
  return <VideoUploadDialog open={shared !== null} shared={shared} onClose={() => undefined} />;
}

describe('a share that opens the page', () => {
  it("says nothing was shared when another site's page posted it, with an empty popup, and the query leaves the address", async () => {
    signInAs('me');
    const { router } = await renderAtUrl(<SharePopup />, '/dashboard?share=refused');

    const dialog = await screen.findByRole('dialog', { name: 'Upload a Video' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SHARE_REFUSED_TEXT);
    expect(SHARE_REFUSED_TEXT).toBe('Nothing was shared: it came from another website.');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard'));
  });
});
