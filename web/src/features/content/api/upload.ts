import { ApiError, NetworkError, noteReply, tokenFor } from '../../../lib/api-client';

/** Whole percent sent, or null while the total is unknown (the bar is then indeterminate). */
export function progressPercent(loaded: number, total: number, lengthComputable = true): number | null {
  if (!lengthComputable || !(total > 0)) return null;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

export interface UploadTexts {
  /** Shown when a failed reply has no `error` (spec §8). */
  failed: string;
}

export const NO_MESSAGE_TEXT = 'Something went wrong, please try again.';

/** What the popup says after an upload ends: the success message, or why it failed (spec §8). */
export function uploadOutcome(error: unknown, reply: unknown, texts: UploadTexts): { ok: boolean; text: string } {
  if (error) {
    const body = error instanceof ApiError ? error.body : null;
    const serverError = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    return { ok: false, text: typeof serverError === 'string' && serverError ? serverError : texts.failed };
  }
  const message = reply && typeof reply === 'object' ? (reply as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? { ok: true, text: message } : { ok: false, text: NO_MESSAGE_TEXT };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * A multipart POST with upload progress, which fetch cannot report. Resolves with the JSON reply on
 * 2xx; rejects with ApiError (any other status) or NetworkError, like apiRequest does.
 */
export function uploadForm(
  url: string,
  form: FormData,
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenFor(url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(progressPercent(event.loaded, event.total, event.lengthComputable));
    xhr.onload = () => {
      noteReply(xhr.status, token);
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
      reject(new ApiError(xhr.status, typeof message === 'string' ? message : '', body));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('Upload failed')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
