import { MAX_TITLE_LENGTH, MAX_VIDEO_DESCRIPTION_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useState } from 'react';
import { useDraft } from '../../../lib/drafts';
import { contentKeys } from '../api/content-queries';
import { postFormProblem } from '../form-rules';
import { useUploadForm } from '../hooks/use-upload-form';
import { CloseButton, ContentDialog } from './content-dialog';
import { TextInput } from './text-input';
import { UploadStatus } from './upload-status';
import { VideoFileField } from './video-file-field';

const VARIANTS = {
  upload: { heading: 'Upload a Video', textLabel: 'Description', submit: 'Upload Video', allRequired: false },
  post: { heading: 'Share Posts about Your Brilliant Idea!', textLabel: 'Text', submit: 'Share', allRequired: true },
} as const;

const EMPTY_DRAFT = { title: '', text: '' };

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Hustler's 'Create Videos' popup: title, description and a video file. */
export function VideoUploadDialog(props: DialogProps) {
  return <VideoPublishDialog {...props} variant="upload" />;
}

/** The post popup: title, text and video, all required (spec §5); it publishes a video. */
export function PostDialog(props: DialogProps) {
  return <VideoPublishDialog {...props} variant="post" />;
}

function VideoPublishDialog({ open, onClose, variant }: DialogProps & { variant: keyof typeof VARIANTS }) {
  const texts = VARIANTS[variant];
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  // The typed title and text survive a reload until the video is published; the file does not.
  const draft = useDraft(`video-${variant}`, { title, text }, EMPTY_DRAFT, (saved) => {
    setTitle(saved.title);
    setText(saved.text);
  });
  const { upload, online, problem, fileKey, close, submit } = useUploadForm({
    url: '/api/userprofile/addvideo',
    failedText: 'An unexpected error occurred while uploading your video.',
    invalidates: [contentKeys.feed(), contentKeys.videos()],
    open,
    onClose,
    reset: () => {
      draft.clear();
      setTitle('');
      setText('');
      setVideo(null);
    },
    prepare: () => {
      const reason = texts.allRequired ? postFormProblem({ title, text, video }) : null;
      if (reason) return reason;
      // Without a video the browser's own required check has already spoken.
      if (!video) return null;
      const form = new FormData();
      form.append('title', title.trim());
      form.append('description', text.trim());
      form.append('video', video);
      return form;
    },
  });

  return (
    <ContentDialog open={open} onClose={close} title={texts.heading}>
      {/* The post popup shows the spec's own message for missing fields instead of the browser's. */}
      <form className="content-form" onSubmit={submit} noValidate={texts.allRequired}>
        <TextInput label="Title" value={title} onChange={setTitle} maxLength={MAX_TITLE_LENGTH} required disabled={upload.uploading} />
        <TextInput label={texts.textLabel} value={text} onChange={setText} maxLength={MAX_VIDEO_DESCRIPTION_LENGTH} multiline required={texts.allRequired} disabled={upload.uploading} />
        <VideoFileField key={fileKey} onChange={setVideo} required disabled={upload.uploading} />
        <UploadStatus uploading={upload.uploading} progress={upload.progress} notice={upload.notice} problem={problem} online={online} />
        <div className="content-form-actions">
          <button type="submit" className="button-primary" disabled={upload.uploading}>
            {upload.uploading ? 'Uploading...' : texts.submit}
          </button>
          <CloseButton />
        </div>
      </form>
    </ContentDialog>
  );
}
