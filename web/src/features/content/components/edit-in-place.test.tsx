import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import { EditInPlace } from './edit-in-place';

describe('EditInPlace', () => {
  it('refuses a text over its limit with the limit named, keeping every character, and saves one at it', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderUi(
      <EditInPlace fields={[{ name: 'title', label: 'Talk', value: 'Hello', maxLength: 2000, multiline: true }]} onSave={onSave} onCancel={() => undefined} />,
    );
    const box = screen.getByLabelText('Talk');

    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(box).toHaveValue('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Talk can be at most 2,000 characters.');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'x'.repeat(2000) } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'x'.repeat(2000) });
  });
});
