import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { loadedWhenOpened } from './loaded-on-demand';

/** A popup that holds what was typed in it, shown while `open`. */
function NotePopup({ open }: { open: boolean }) {
  const [note, setNote] = useState('');
  return (
    <div role="dialog" aria-label="Note" hidden={!open}>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </div>
  );
}

function PageWithPopup({ load }: { load: () => Promise<typeof NotePopup> }) {
  const [Popup] = useState(() => loadedWhenOpened(load));
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'}
      </button>
      <Popup open={open} />
    </>
  );
}

describe('loadedWhenOpened', () => {
  it('fetches the popup only when it first opens', async () => {
    const load = vi.fn(async () => NotePopup);
    const { user } = renderUi(<PageWithPopup load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps what was typed in the popup when it closes and opens again', async () => {
    const { user } = renderUi(<PageWithPopup load={async () => NotePopup} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Call Asha');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Call Asha');
  });
});
