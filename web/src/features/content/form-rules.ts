export const POST_FIELDS_REQUIRED = 'Oops! All fields, including video, are required. 🛑';
export const BLOG_FIELDS_REQUIRED = 'Please provide a title, summary, and content.';

const blank = (value: string) => !value.trim();

/** The post popup wants a title, a text and a video (spec §5); whitespace counts as missing. */
export function postFormProblem(values: { title: string; text: string; video: File | Blob | null }): string | null {
  return blank(values.title) || blank(values.text) || !values.video ? POST_FIELDS_REQUIRED : null;
}

/** Which of a video popup's fields are missing; the text only counts where it is required (the post popup). */
export function missingVideoFields(values: { title: string; text: string; video: File | Blob | null }, textRequired: boolean) {
  return { title: blank(values.title), text: textRequired && blank(values.text), video: !values.video };
}

/** A blog needs its title, summary and content (spec §5). */
export function blogFormProblem(values: { title: string; summary: string; content: string }): string | null {
  return blank(values.title) || blank(values.summary) || blank(values.content) ? BLOG_FIELDS_REQUIRED : null;
}

export const MAX_COVER_BYTES = 5 * 1024 * 1024;
export const COVER_ACCEPT = 'image/png,image/jpeg';
const COVER_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const COVER_EXTENSIONS = /\.(png|jpe?g)$/i;

/** Why a file cannot be a blog cover, in the server's own words (it checks the bytes too). */
export function checkCoverImage(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type ? COVER_TYPES.includes(file.type) : COVER_EXTENSIONS.test(file.name);
  if (!typeOk) return 'Cover image must be a PNG or JPEG image';
  if (file.size > MAX_COVER_BYTES) return 'Cover image must be at most 5 MB';
  return null;
}

/** The trimmed text to send, or null when there is nothing to send (blank talks and comments are ignored). */
export function textToSend(value: string): string | null {
  const text = value.trim();
  return text ? text : null;
}
