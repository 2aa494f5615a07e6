import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import { TextInput } from './text-input';

function Title({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextInput label="Title" value={value} onChange={setValue} maxLength={100} />;
}

describe('TextInput', () => {
  it('keeps a text over its limit whole, with a counter and the limit named', () => {
    renderUi(<Title />);
    const field = screen.getByLabelText('Title');
    expect(field).not.toHaveAttribute('maxlength');

    fireEvent.change(field, { target: { value: 'x'.repeat(95) } });
    expect(screen.getByText('95 / 100')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');

    fireEvent.change(field, { target: { value: 'x'.repeat(120) } });
    expect(field).toHaveValue('x'.repeat(120));
    expect(screen.getByText('120 / 100')).toBeInTheDocument();
    expect(screen.getByText('Title can be at most 100 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no counter far from the limit', () => {
    renderUi(<Title initial="A short title" />);
    expect(screen.queryByText(/\/ 100$/)).not.toBeInTheDocument();
  });
});
