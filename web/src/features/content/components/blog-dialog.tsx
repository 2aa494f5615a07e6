import { MAX_BLOG_CONTENT_LENGTH, MAX_BLOG_SUMMARY_LENGTH, MAX_TITLE_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId, useState, type ChangeEvent } from 'react';
import { useDraft } from '../../../lib/drafts';
import { contentKeys } from '../api/content-queries';
import { blogFormProblem, checkCoverImage, COVER_ACCEPT } from '../form-rules';
import { useUploadForm } from '../hooks/use-upload-form';
import { CloseButton, ContentDialog } from './content-dialog';
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
  // The typed words survive a reload until the blog is published; the cover image does not.
  const draft = useDraft('blog', { title, summary, content }, EMPTY_DRAFT, (saved) => {
    setTitle(saved.title);
    setSummary(saved.summary);
    setContent(saved.content);
  });
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
    },
    prepare: () => {
      const reason = blogFormProblem({ title, summary, content });
      if (reason) return reason;
      const form = new FormData();
      form.append('title', title.trim());
      form.append('summary', summary.trim());
      form.append('content', content.trim());
      if (cover) form.append('image', cover);
      return form;
    },
  });

  return (
    <ContentDialog open={open} onClose={close} title="Share Your Insights with a Brief Summary">
      <form className="content-form" onSubmit={submit} noValidate>
        <TextInput label="Title" value={title} onChange={setTitle} maxLength={MAX_TITLE_LENGTH} required disabled={upload.uploading} />
        <TextInput label="Summary" value={summary} onChange={setSummary} maxLength={MAX_BLOG_SUMMARY_LENGTH} multiline rows={3} required disabled={upload.uploading} />
        <TextInput label="Content" value={content} onChange={setContent} maxLength={MAX_BLOG_CONTENT_LENGTH} multiline rows={8} required disabled={upload.uploading} />
        <CoverField key={fileKey} onChange={setCover} disabled={upload.uploading} />
        <UploadStatus uploading={upload.uploading} progress={upload.progress} notice={upload.notice} problem={problem} online={online} />
        <div className="content-form-actions">
          <button type="submit" className="button-primary" disabled={upload.uploading}>
            {upload.uploading ? 'Publishing...' : 'Publish'}
          </button>
          <CloseButton />
        </div>
      </form>
    </ContentDialog>
  );
}

function CoverField({ onChange, disabled }: { onChange: (file: File | null) => void; disabled: boolean }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const reason = file ? checkCoverImage(file) : null;
    setProblem(reason);
    if (reason) event.target.value = '';
    onChange(reason ? null : file);
  }

  return (
    <div className="field">
      <label htmlFor={id}>Cover Image</label>
      <input id={id} name="image" type="file" accept={COVER_ACCEPT} onChange={choose} disabled={disabled} aria-describedby={`${id}-hint`} aria-invalid={problem ? true : undefined} />
      <p id={`${id}-hint`} className="field-hint">
        Optional. PNG or JPEG, up to 5 MB
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
