import { MAX_TITLE_LENGTH, MAX_VIDEO_DESCRIPTION_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useState, type FormEvent } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { missingVideoFields, postFormProblem } from '../form-rules';
import { anyTooLong } from '../../../lib/text-limits';
import type { SharedVideo } from '../hooks/use-shared-video';
import { useVideoUploadForm } from '../hooks/use-video-upload-form';
import { checkVideoFile } from '../video-file';
import { ContentDialog } from './content-dialog';
import { TextInput } from './text-input';
import { UploadStatus } from './upload-status';
import { VIDEO_FIELD } from './file-fields';

const VARIANTS = {
  upload: { heading: 'Upload a Video', textLabel: 'Description', submit: 'Upload Video', allRequired: false },
  post: { heading: 'Share Posts about Your Brilliant Idea!', textLabel: 'Text', submit: 'Share', allRequired: true },
} as const;

const EMPTY_DRAFT = { title: '', text: '' };

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Hustler's 'Create Videos' popup: title, description and a video file (or one shared into the app). */
export function VideoUploadDialog(props: DialogProps & { shared?: SharedVideo | null }) {
  return <VideoPublishDialog {...props} variant="upload" />;
}

/** The post popup: title, text and video, all required (spec §5); it publishes a video. */
export function PostDialog(props: DialogProps) {
  return <VideoPublishDialog {...props} variant="post" />;
}

function VideoPublishDialog({ open, onClose, variant, shared }: DialogProps & { variant: keyof typeof VARIANTS; shared?: SharedVideo | null }) {
  const texts = VARIANTS[variant];
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [sharedProblem, setSharedProblem] = useState<string | null>(null);
  // Set by a submit: from then on a missing field is marked (and named, in the upload popup) until filled.
  const [checked, setChecked] = useState(false);
  // A share fills the popup as it comes (adjusted as the popup renders, React's 'adjusting state
  // when a prop changes'): its video, and its title and text where nothing is typed yet; or its problem.
  const share = shared ?? null;
  const [shareTaken, setShareTaken] = useState<SharedVideo | null>(null);
  if (share !== shareTaken) {
    setShareTaken(share);
    if (share) {
      const reason = 'problem' in share ? share.problem : checkVideoFile(share.file);
      setSharedProblem(reason);
      if (!reason && 'file' in share) {
        setVideo(share.file);
        setTitle((typed) => typed || share.title.slice(0, MAX_TITLE_LENGTH));
        setText((typed) => typed || share.text.slice(0, MAX_VIDEO_DESCRIPTION_LENGTH));
      }
    }
  }
  // The typed title and text survive a reload until the video is submitted; from then the upload queue keeps them, with the file.
  const draft = useDraft(`video-${variant}`, { title, text }, EMPTY_DRAFT, (saved) => {
    setTitle(saved.title);
    setText(saved.text);
  });
  const missing = missingVideoFields({ title, text, video }, texts.allRequired);
  // A text over its limit is never cut: its field names the limit, and the popup waits.
  const overLimit = anyTooLong([
    [title, MAX_TITLE_LENGTH],
    [text, MAX_VIDEO_DESCRIPTION_LENGTH],
  ]);
  const { upload, problem, fileKey, close, submit } = useVideoUploadForm({
    open,
    onClose,
    onQueued: () => draft.clear(),
    reset: () => {
      draft.clear();
      setTitle('');
      setText('');
      setVideo(null);
      setChecked(false);
    },
    prepare: () => {
      const reason = texts.allRequired ? postFormProblem({ title, text, video }) : null;
      if (reason) return reason;
      // The missing fields say so under themselves (checked).
      if (!video || missing.title || overLimit) return null;
      return { file: video, title: title.trim(), description: text.trim() };
    },
  });

  // The post popup says the spec's one message for all of them; each missing field is marked.
  const fieldError = (field: keyof typeof missing, words: string) => checked && missing[field] && (texts.allRequired || words);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!upload.uploading) showErrorsAndFocus(event.currentTarget, { ...missing, overLimit }, () => setChecked(true));
    submit(event);
  }

  return (
    <ContentDialog open={open} onClose={close} title={texts.heading} busy={upload.uploading}>
      <form className="content-form" onSubmit={onSubmit} noValidate>
        <TextInput label="Title" value={title} onChange={setTitle} maxLength={MAX_TITLE_LENGTH} required disabled={upload.uploading} error={fieldError('title', 'Title is required')} />
        <TextInput
          label={texts.textLabel}
          value={text}
          onChange={setText}
          maxLength={MAX_VIDEO_DESCRIPTION_LENGTH}
          multiline
          required={texts.allRequired}
          disabled={upload.uploading}
          error={fieldError('text', `${texts.textLabel} is required`)}
        />
        <FileDropZone key={fileKey} field={VIDEO_FIELD} file={video} onChange={setVideo} disabled={upload.uploading} error={fieldError('video', 'Video is required')} />
        {video && shared && 'file' in shared && video === shared.file && <p className="field-hint">Shared video: {video.name}</p>}
        {sharedProblem && (
          <p className="form-error" role="alert">
            {sharedProblem}
          </p>
        )}
        <UploadStatus uploading={upload.uploading} paused={upload.paused} progress={upload.progress} notice={upload.notice} problem={problem} online />
        <div className="content-form-actions">
          <button type="submit" className="button-primary" disabled={upload.uploading}>
            {upload.uploading ? 'Uploading...' : texts.submit}
          </button>
        </div>
      </form>
    </ContentDialog>
  );
}
