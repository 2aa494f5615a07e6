import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, type FileFieldSpec } from './file-drop-zone';

const onlyPng = (file: File) => (file.type === 'image/png' ? null : 'Cover image must be a PNG or JPEG image');
const COVER: FileFieldSpec = { label: 'Cover Image', name: 'image', accept: 'image/png', kind: 'image', hint: 'PNG, up to 5 MB', check: onlyPng };
const png = (bytes = 13_002_342) => {
  const file = new File(['png'], 'cover.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

function Field({ onChange = vi.fn(), error }: { onChange?: (file: File | null) => void; error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDropZone
      field={COVER}
      file={file}
      onChange={(chosen) => {
        setFile(chosen);
        onChange(chosen);
      }}
      error={error}
    />
  );
}

describe('FileDropZone', () => {
  it('offers a real button to choose the file, labelled and described, with no bare file input in sight', () => {
    render(<Field />);

    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription('PNG, up to 5 MB');
    expect(screen.getByLabelText('Cover Image')).toHaveClass('file-drop-input');
    expect(screen.getByLabelText('Cover Image')).toHaveAttribute('tabindex', '-1');
  });

  it('opens the file chooser from its button', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const click = vi.spyOn(screen.getByLabelText<HTMLInputElement>('Cover Image'), 'click');

    await user.click(screen.getByRole('button', { name: 'Choose image' }));

    expect(click).toHaveBeenCalledOnce();
  });

  it('takes a dropped file, lighting up while it is dragged over, then shows its preview, name and size', () => {
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    const zone = container.querySelector('.file-drop-zone')!;
    const file = png();

    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveClass('is-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });

    expect(zone).not.toHaveClass('is-dragging');
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('cover.png')).toBeInTheDocument();
    expect(screen.getByText('12.4 MB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('replaces and removes the chosen file', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await user.upload(screen.getByLabelText('Cover Image'), png(2048));
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image' }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('cover.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it('refuses a wrong file at once with its words, keeps nothing and marks the field', () => {
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);

    fireEvent.drop(container.querySelector('.file-drop-zone')!, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });

    expect(screen.getByRole('alert')).toHaveTextContent('Cover image must be a PNG or JPEG image');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByLabelText('Cover Image')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription('PNG, up to 5 MB Cover image must be a PNG or JPEG image');
  });

  it('sends the focus a submit gives its hidden input to the button, which reads out the form’s error', () => {
    render(<Field error="Cover is required" />);

    screen.getByLabelText('Cover Image').focus();

    const button = screen.getByRole('button', { name: 'Choose image' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('PNG, up to 5 MB Cover is required');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
