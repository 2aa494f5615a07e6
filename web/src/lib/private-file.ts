import { ApiError, NetworkError, noteReply, serverMessage, tokenFor } from './api-client';

// Private files (a résumé, a badge request's document): the api serves them only with the bearer
// token, which a plain link does not carry. Each is fetched as a blob and handed to the browser as
// a download.

/** The file at `path`, fetched with the session's token. */
export async function fetchPrivateFile(path: string): Promise<Blob> {
  const token = tokenFor(path);
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new NetworkError(error);
  }
  noteReply(response.status, token);
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, serverMessage(payload) ?? '', payload);
  }
  return response.blob();
}

/** Saves `blob` as a file named `name` (the browser's download). */
export function saveAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a moment later it is let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
