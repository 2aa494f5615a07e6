import { MAX_BLOG_CONTENT_LENGTH, MAX_BLOG_SUMMARY_LENGTH, MAX_TITLE_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useState, type FormEvent } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { contentKeys } from '../../../entities/content/content-keys';
import { blogFormProblem } from '../form-rules';
import { anyTooLong } from '../../../lib/text-limits';
import { useUploadForm } from '../hooks/use-upload-form';
import { ContentDialog } from './content-dialog';
import { COVER_FIELD } from './file-fields';
import { TextInput } from './text-input';
import { UploadStatus } from './upload-status';

const EMPTY_DRAFT = { title: '', summary: '', content: '' };

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The Hustler's 'Create Blogs' popup (spec §2): title, summary, content, optional cover image. */
export function BlogDialog({ open, onClose }: Props) {
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [content, setContent] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  // Set by a submit: from then on a blank required field is marked until it is filled.
  const [checked, setChecked] = useState(false);
  // The typed words survive a reload until the blog is published; the cover image does not.
  const draft = useDraft('blog', { title, summary, content }, EMPTY_DRAFT, (saved) => {
    setTitle(saved.title);
    setSummary(saved.summary);
    setContent(saved.content);
  });
  // A text over its limit is never cut: its field names the limit, and the popup waits.
  const overLimit = anyTooLong([
    [title, MAX_TITLE_LENGTH],
    [summary, MAX_BLOG_SUMMARY_LENGTH],
    [content, MAX_BLOG_CONTENT_LENGTH],
  ]);
  const { upload, online, problem, fileKey, close, submit } = useUploadForm({
    url: '/api/userprofile/addblog',
    failedText: 'An unexpected error occurred.',
    invalidates: [contentKeys.posts('blog'), contentKeys.feed()],
    open,
    onClose,
    reset: () => {
      draft.clear();
      setTitle('');
      setSummary('');
      setContent('');
      setCover(null);
      setChecked(false);
    },
    prepare: () => {
      const reason = blogFormProblem({ title, summary, content });
      if (reason) return reason;
      if (overLimit) return null;
      const form = new FormData();
      form.append('title', title.trim());
      form.append('summary', summary.trim());
      form.append('content', content.trim());
      if (cover) form.append('image', cover);
      return form;
    },
  });

  // The spec's one message says what is missing (the form's alert); each blank field is marked.
  const blank = (value: string) => checked && !value.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!upload.uploading) showErrorsAndFocus(event.currentTarget, !title.trim() || !summary.trim() || !content.trim() || overLimit, () => setChecked(true));
    submit(event);
  }

  const busy = upload.uploading;
  return (
    <ContentDialog open={open} onClose={close} title="Share Your Insights with a Brief Summary" busy={busy}>
      <form className="content-form" onSubmit={onSubmit} noValidate>
        <TextInput label="Title" value={title} onChange={setTitle} maxLength={MAX_TITLE_LENGTH} required disabled={busy} error={blank(title)} />
        <TextInput label="Summary" value={summary} onChange={setSummary} maxLength={MAX_BLOG_SUMMARY_LENGTH} multiline rows={3} required disabled={busy} error={blank(summary)} />
        <TextInput label="Content" value={content} onChange={setContent} maxLength={MAX_BLOG_CONTENT_LENGTH} multiline rows={8} required disabled={busy} error={blank(content)} />
        <FileDropZone key={fileKey} field={COVER_FIELD} file={cover} onChange={setCover} disabled={busy} />
        <UploadStatus uploading={upload.uploading} progress={upload.progress} notice={upload.notice} problem={problem} online={online} />
        <div className="content-form-actions">
          <button type="submit" className="button-primary" disabled={upload.uploading}>
            {upload.uploading ? 'Publishing...' : 'Publish'}
          </button>
        </div>
      </form>
    </ContentDialog>
  );
}
