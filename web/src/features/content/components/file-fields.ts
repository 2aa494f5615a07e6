import type { FileFieldSpec } from '../../../components/file-drop-zone';
import { checkCoverImage, COVER_ACCEPT } from '../form-rules';
import { checkVideoFile, VIDEO_ACCEPT } from '../video-file';

// The content popups' file fields, drop zones (components/file-drop-zone.tsx). A refused file (the
// spec's words: wrong type, over 50 MB) is not kept, so nothing is sent.

export const VIDEO_FIELD: FileFieldSpec = { label: 'Video', name: 'video', accept: VIDEO_ACCEPT, kind: 'video', hint: 'MP4, MPEG, MOV or AVI, up to 50 MB', check: checkVideoFile };

export const COVER_FIELD: FileFieldSpec = {
  label: 'Cover Image', name: 'image', accept: COVER_ACCEPT, kind: 'image', check: checkCoverImage,
  hint: 'Optional. PNG or JPEG, up to 5 MB', previewAlt: 'Preview of the chosen cover',
};
