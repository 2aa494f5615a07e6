import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { contentKeys } from '../api/content-queries';
import { blogFormProblem, checkCoverImage, COVER_ACCEPT } from '../form-rules';
import { useOnline } from '../hooks/use-online';
import { useUpload } from '../hooks/use-upload';
import { CloseButton, ContentDialog } from './content-dialog';
import { TextInput } from './text-input';
import { UploadStatus } from './upload-status';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The Hustler's 'Create Blogs' popup (spec §2): title, summary, content, optional cover image. */
export function BlogDialog({ open, onClose }: Props) {
  const online = useOnline();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [content, setContent] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useUpload({
    url: '/api/userprofile/addblog',
    failedText: 'An unexpected error occurred.',
    invalidates: [contentKeys.posts('blog'), contentKeys.feed()],
    visible: open,
    onUploaded: () => {
      setTitle('');
      setSummary('');
      setContent('');
      setCover(null);
      setFileKey((key) => key + 1);
    },
    onClose: () => handleClose(),
  });

  function handleClose() {
    if (!upload.uploading) upload.clearNotice();
    setProblem(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    const reason = blogFormProblem({ title, summary, content });
    setProblem(reason);
    if (reason) return;
    const form = new FormData();
    form.append('title', title.trim());
    form.append('summary', summary.trim());
    form.append('content', content.trim());
    if (cover) form.append('image', cover);
    upload.submit(form);
  }

  return (
    <ContentDialog open={open} onClose={handleClose} title="Share Your Insights with a Brief Summary">
      <form className="content-form" onSubmit={submit} noValidate>
        <TextInput label="Title" value={title} onChange={setTitle} maxLength={200} required disabled={upload.uploading} />
        <TextInput label="Summary" value={summary} onChange={setSummary} maxLength={1000} multiline rows={3} required disabled={upload.uploading} />
        <TextInput label="Content" value={content} onChange={setContent} maxLength={20000} multiline rows={8} required disabled={upload.uploading} />
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
