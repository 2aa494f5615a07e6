import { FileDropZone, type FileFieldSpec } from './file-drop-zone';

/** The server's own limit for profile pictures (5 MB); it checks the bytes too, this saves a round trip. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;

/** Why a chosen file cannot be the image `field` names ('Profile picture', 'Logo'), or null when it can. */
export function checkImageFile(file: { name: string; type: string; size: number }, field: string): string | null {
  // Some systems give no declared type; the name is the next best hint (the server checks the bytes).
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return `${field} must be a PNG or JPEG image`;
  if (file.size > MAX_IMAGE_BYTES) return `${field} must be at most 5 MB`;
  return null;
}

const PICTURE_FIELD: FileFieldSpec = {
  label: 'Profile Picture', name: 'profilePic', accept: IMAGE_TYPES.join(','), kind: 'image', check: (file) => checkImageFile(file, 'Profile picture'),
  hint: 'PNG or JPEG, up to 5 MB', previewAlt: 'Preview of the chosen picture', round: true,
};

interface ImagePickerProps {
  /** The chosen, accepted file (controlled by the form). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture already saved, shown until a new one is chosen. */
  currentUrl?: string | null;
  disabled?: boolean;
}

/** The 'Profile Picture' drop zone (PNG or JPEG, up to 5 MB) with a round preview. */
export function ImagePicker({ file, onChange, currentUrl, disabled }: ImagePickerProps) {
  const current = currentUrl ? { url: currentUrl, alt: 'Your current picture' } : null;
  return <FileDropZone field={PICTURE_FIELD} file={file} onChange={onChange} current={current} disabled={disabled} />;
}
