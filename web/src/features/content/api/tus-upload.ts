import type { DetailedError, HttpRequest, Upload } from 'tus-js-client';
import { UPLOADS_URL } from '@startupsetu/sw/offline-store/offline-store';
import { noteReply, serverMessage, tokenFor } from '../../../lib/api-client';

// One file sent with the tus protocol to /api/uploads (DESIGN §6.7), from where the server has it.
// The tus client comes only when a file is sent, with the network there: it is not precached
// (web/vite.config.ts), so an upload queued offline needs none of it until it can go.

/**
 * A dropped connection costs at most the chunk in flight and the retry starts from what the server
 * has; 2 MiB keeps that small on a phone's network while a 50 MB pitch still needs only 25 requests.
 */
export const CHUNK_BYTES = 2 * 1024 * 1024;
/**
 * Once the network has cut a request, the rest goes in small chunks: a browser sends a request cut
 * on a reused connection again, from its first byte, before the page hears of it (the server then
 * refuses it, 409, having kept what came), so every cut costs up to a chunk sent twice.
 */
export const CUT_NETWORK_CHUNK_BYTES = 64 * 1024;
/** Backoff between attempts after a failed request, while the browser still says it is online. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

export interface TusSend {
  file: Blob;
  fileName: string;
  fileType: string;
  /** A poster for a video (an image): the server checks it as one. */
  poster?: boolean;
  /** Where the server keeps this upload, when it was created before (a resume). */
  uploadUrl?: string;
  /** The network cut this upload's requests before: it goes on in small chunks. */
  cutBefore?: boolean;
  /** The network cut a request: the upload goes on in small chunks (worth remembering for a resume). */
  onCut?: () => void;
  /** Where the server keeps this upload, once it has made it (to resume it later). */
  onUploadUrl?: (url: string) => void;
  onProgress?: (sent: number, total: number) => void;
}

export interface RunningTus {
  /** Resolves with the upload's address once the server has every byte. */
  done: Promise<string>;
  /** Stops sending (the server keeps what it has), `done` rejecting; `terminate` also removes it there. */
  abort: (terminate?: boolean) => Promise<void>;
}

/** What a refusal from the server said, if it was one (an answer with a status). */
export function tusRefusal(error: unknown): { status: number; message?: string } | null {
  const response = error && typeof error === 'object' && 'originalResponse' in error ? (error as DetailedError).originalResponse : null;
  if (!response) return null;
  let body: unknown = null;
  try {
    body = JSON.parse(response.getBody() || 'null');
  } catch {
    body = null;
  }
  return { status: response.getStatus(), message: serverMessage(body) };
}

/** No answer (the connection went), or 409: a request the browser sent again after a cut, from an offset the server has passed. */
function cutByTheNetwork(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status === 409;
}

/** tus-js-client's own rule: not a refusal (4xx) unless a conflict or a lock, and the browser online. */
function worthRetrying(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return (status < 400 || status >= 500 || status === 409 || status === 423) && navigator.onLine;
}

const stopped = () => new DOMException('The upload was stopped', 'AbortError');

export function sendResumably(send: TusSend): RunningTus {
  const tokens = new WeakMap<HttpRequest, string | null>();
  let upload: Upload | null = null;
  let aborted = false;
  let stop: (error: Error) => void = () => undefined;
  const done = import('tus-js-client').then(
    (tus) =>
      new Promise<string>((resolve, reject) => {
        stop = reject;
        const start = (chunkSize: number, uploadUrl: string | null) => {
          if (aborted) return reject(stopped());
          let smaller = false;
          const started = new tus.Upload(send.file, {
            endpoint: new URL(UPLOADS_URL, location.href).href,
            uploadUrl,
            chunkSize,
            retryDelays: RETRY_DELAYS_MS,
            metadata: { filename: send.fileName, filetype: send.fileType, ...(send.poster ? { kind: 'poster' } : {}) },
            // The page keeps the address itself, with the file (lib/pending-uploads.ts).
            storeFingerprintForResuming: false,
            onShouldRetry(error) {
              smaller = chunkSize > CUT_NETWORK_CHUNK_BYTES && started.url !== null && cutByTheNetwork(error) && navigator.onLine;
              return !smaller && worthRetrying(error);
            },
            onBeforeRequest(request) {
              // Read per request: the token may have been renewed since the upload began.
              const token = tokenFor(UPLOADS_URL);
              tokens.set(request, token);
              if (token) request.setHeader('Authorization', `Bearer ${token}`);
            },
            onAfterResponse(request, response) {
              noteReply(response.getStatus(), tokens.get(request) ?? null);
            },
            onUploadUrlAvailable() {
              if (started.url) send.onUploadUrl?.(started.url);
            },
            onProgress: (sent, total) => send.onProgress?.(sent, total),
            onSuccess: () => resolve(started.url ?? ''),
            onError: (error) => {
              if (!smaller) return reject(error);
              send.onCut?.();
              start(CUT_NETWORK_CHUNK_BYTES, started.url);
            },
          });
          upload = started;
          started.start();
        };
        start(send.cutBefore ? CUT_NETWORK_CHUNK_BYTES : CHUNK_BYTES, send.uploadUrl ?? null);
      }),
  );
  return {
    done,
    abort: async (terminate = false) => {
      aborted = true;
      // Settled, so that whoever waits on it (and the tab's lock on the upload) lets go.
      stop(stopped());
      await upload?.abort(terminate).catch(() => undefined);
    },
  };
}
