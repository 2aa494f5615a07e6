import { MAX_TITLE_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadDraft } from '../../../lib/drafts';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { stubUploads } from '../../../testing/upload-stub';
import { BlogDialog } from './blog-dialog';

const TITLE = 'Share Your Insights with a Brief Summary';

function openBlog() {
  signInAs('me');
  const uploads = stubUploads();
  const page = renderUi(<BlogDialog open onClose={() => undefined} />);
  return { uploads, ...page, dialog: screen.getByRole('dialog', { name: TITLE }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Title'), 'Bootstrapping');
  await user.type(within(dialog).getByLabelText('Summary'), 'How we grew without funding');
  await user.type(within(dialog).getByLabelText('Content'), 'It started with ten customers.');
}

describe('BlogDialog', () => {
  it('asks for a title, summary and content in the spec’s words, marking the blank ones and focusing the first', async () => {
    const { uploads, user, dialog } = openBlog();
    await user.type(within(dialog).getByLabelText('Title'), 'Bootstrapping');

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a title, summary, and content.');
    expect(within(dialog).getByLabelText('Summary')).toHaveFocus();
    expect(within(dialog).getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(uploads.sent).toHaveLength(0);
  });

  it('keeps a title over its limit whole, names the limit, and sends nothing until it fits', async () => {
    const { uploads, user, dialog } = openBlog();
    await fill(user, dialog);
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.click(title);
    await user.paste('t'.repeat(MAX_TITLE_LENGTH + 5));

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(title).toHaveValue('t'.repeat(MAX_TITLE_LENGTH + 5));
    expect(title).toHaveFocus();
    expect(within(dialog).getByText(`Title can be at most ${MAX_TITLE_LENGTH.toLocaleString('en-IN')} characters.`)).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it('refuses a cover that is not a PNG or JPEG', async () => {
    const { dialog } = openBlog();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(within(dialog).getByLabelText('Cover Image'), new File(['gif'], 'cover.gif', { type: 'image/gif' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cover image must be a PNG or JPEG image');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Cover Image').value).toBe('');
  });

  it('publishes with its cover, busy meanwhile, then says so and clears the fields', async () => {
    const { uploads, user, dialog } = openBlog();
    await fill(user, dialog);
    await user.upload(within(dialog).getByLabelText('Cover Image'), new File(['png'], 'cover.png', { type: 'image/png' }));

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(within(dialog).getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    const upload = await uploads.started(0);
    expect(upload.url).toBe('/api/userprofile/addblog');
    expect([upload.form.get('title'), upload.form.get('summary'), upload.form.get('content')]).toEqual([
      'Bootstrapping',
      'How we grew without funding',
      'It started with ten customers.',
    ]);
    expect((upload.form.get('image') as File).name).toBe('cover.png');

    upload.answer(201, { message: 'Blog added successfully' });

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Blog added successfully');
    expect(within(dialog).getByLabelText('Content')).toHaveValue('');
  });

  it('falls back to the spec’s words for a failure, and to “Something went wrong” for a reply without message', async () => {
    const { uploads, user, dialog } = openBlog();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    (await uploads.started(0)).answer(500, {});
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred.');

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    (await uploads.started(1)).answer(201, {});
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.'));
  });

  it('keeps what was typed as a draft across a reload, until it is published', async () => {
    const first = openBlog();
    await fill(first.user, first.dialog);
    await waitFor(async () => expect(await loadDraft('blog')).toMatchObject({ title: 'Bootstrapping' }));
    first.unmount();

    renderUi(<BlogDialog open onClose={() => undefined} />);

    const dialog = screen.getByRole('dialog', { name: TITLE });
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Bootstrapping'));
    expect(within(dialog).getByLabelText('Summary')).toHaveValue('How we grew without funding');
  });
});
