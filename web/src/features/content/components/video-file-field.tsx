import { FileDropZone } from '../../../components/file-drop-zone';
import { checkVideoFile, VIDEO_ACCEPT } from '../video-file';

const TEXTS = { choose: 'Choose video', replace: 'Replace video', remove: 'Remove video' };

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The popup's word after a submit without a video. */
  error?: string | boolean;
  disabled?: boolean;
}

/**
 * The labelled 'Video' drop zone. A file of the wrong type or over 50 MB is refused with the spec's
 * words and not kept, so nothing is sent; the chosen one shows as a frame with its name and size.
 */
export function VideoFileField({ file, onChange, error, disabled }: Props) {
  return (
    <FileDropZone
      label="Video"
      name="video"
      accept={VIDEO_ACCEPT}
      kind="video"
      texts={TEXTS}
      hint="MP4, MPEG, MOV or AVI, up to 50 MB"
      file={file}
      onChange={onChange}
      check={checkVideoFile}
      error={error}
      disabled={disabled}
    />
  );
}
