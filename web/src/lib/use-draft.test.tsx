import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftsSettled, loadDraft, saveDraft, useDraft } from './drafts';
import { saveSession } from './session';

/** A visitor's one-field form that keeps its text as a draft. */
function NoteForm() {
  const [value, setValue] = useState('');
  useDraft('note', value, '', setValue, { visitor: true });
  return <input aria-label="Note" value={value} onChange={(event) => setValue(event.target.value)} />;
}

async function typeThenClose(text: string, beforeClosing: () => void = () => undefined) {
  const form = render(<NoteForm />);
  await act(() => draftsSettled());
  await userEvent.type(screen.getByLabelText('Note'), text);
  beforeClosing();
  // Closed at once, before typing pauses long enough for the draft to be written.
  form.unmount();
  await draftsSettled();
}

describe('useDraft', () => {
  it('keeps what was typed right before the form closed, and gives it back when it opens again', async () => {
    await typeThenClose('Half a thought');
    expect(await loadDraft('note', { visitor: true })).toBe('Half a thought');

    render(<NoteForm />);
    expect(await screen.findByDisplayValue('Half a thought')).toBeInTheDocument();
  });

  it('does not keep it once someone else is signed in here', async () => {
    await typeThenClose('Not for the next person', () => saveSession({ token: 't', userId: 'someone', role: 'Hustler' }));
    expect(await loadDraft('note', { visitor: true })).toBeUndefined();
  });

  it('keeps what is typed before an older draft is found, rather than putting the draft back over it', async () => {
    await saveDraft('note', 'An older draft', { visitor: true });
    render(<NoteForm />);
    // Typed while the draft is still being looked for (a page that opens straight into its form).
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Typed now' } });
    await act(() => draftsSettled());

    expect(screen.getByLabelText('Note')).toHaveValue('Typed now');
  });
});
