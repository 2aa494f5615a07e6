import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshOutbox, useOutboxEntries } from './outbox-snapshot';

describe("the outbox's screens", () => {
  it('draw again only when a read of the outbox finds something else than they show', async () => {
    let renders = 0;
    function Pending() {
      renders += 1;
      return <p>{useOutboxEntries().length} waiting</p>;
    }
    render(<Pending />);
    await screen.findByText('0 waiting');
    await act(() => refreshOutbox());
    const rendersAfterFirstRead = renders;

    // A first load reads the outbox several times (the layout's sync, each screen that shows it).
    await act(() => refreshOutbox());
    await act(() => refreshOutbox());

    expect(renders).toBe(rendersAfterFirstRead);
  });
});
