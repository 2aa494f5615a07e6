import {
  BACKGROUND_UPLOAD_CHANNEL,
  type BackgroundUploadMessage,
  PUBLISHED_TEXT,
  uploadIdOf,
  uploadLockName,
} from '@startupsetu/sw/offline-store/offline-store';
import { apiRequest, ApiError, errorText, NetworkError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/outbox-client';
import {
  addPendingUpload,
  announcePendingUploads,
  getPendingUpload,
  pendingUploadsOf,
  removePendingUpload,
  updatePendingUpload,
  type PendingUpload,
} from '../../lib/pending-uploads';
import { backgroundFetchManager } from '../../lib/background-fetch';
import { getSession } from '../../lib/session';
import { progressPercent } from './api/upload';
import { sendResumably, tusRefusal, type RunningTus } from './api/tus-upload';
import { followBackgroundUpload, handOverUpload, runningBackgroundUpload } from './background-upload';

// The page's pitch uploads (DESIGN §6.7): each is kept on the device (lib/pending-uploads.ts), sent
// with tus from what the server has, then published once (POST /api/videos with its id as the
// Idempotency-Key). Offline, it pauses and goes on by itself when the network is back; after a
// reload, resumeUploads picks the kept ones up again. Where the browser has Background Fetch, an
// upload still sending when the page goes out of sight goes on there (background-upload.ts).

export const UPLOAD_FAILED_TEXT = 'An unexpected error occurred while uploading your video.';

export type UploadPhase = 'waiting' | 'uploading' | 'paused' | 'publishing' | 'failed' | 'done';

export interface UploadView {
  id: string;
  title: string;
  phase: UploadPhase;
  /** Whole percent of the file the server has. */
  progress: number;
  /** Why it failed (failed), or the server's message once published (done). */
  text?: string;
}

export interface NewUpload {
  file: File;
  title: string;
  description: string;
  /** A frame of the video, shown in the feed before it plays. */
  poster?: Blob | null;
}

let views: readonly UploadView[] = [];
const listeners = new Set<() => void>();
const outcomeListeners = new Set<(view: UploadView) => void>();
const running = new Map<string, RunningTus | null>();
/** Uploads this page saw in Background Fetch: once gone from the device, the worker published them. */
const followed = new Set<string>();

function emit(): void {
  for (const listener of listeners) listener();
}

function setView(id: string, change: Partial<UploadView>): void {
  const next = views.map((view) => (view.id === id ? { ...view, ...change } : view));
  views = next;
  emit();
}

function upsertView(view: UploadView): void {
  views = views.some((known) => known.id === view.id) ? views.map((known) => (known.id === view.id ? { ...known, ...view } : known)) : [...views, view];
  emit();
}

function finish(id: string, phase: 'failed' | 'done', text: string): void {
  running.delete(id);
  setView(id, { phase, text });
  const view = views.find((known) => known.id === id);
  if (view) for (const listener of outcomeListeners) listener(view);
}

export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const uploadsSnapshot = (): readonly UploadView[] => views;

/** Runs when an upload is published or fails. */
export function onUploadOutcome(listener: (view: UploadView) => void): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

const handOverListeners = new Set<(id: string) => void>();

/** Runs when an upload goes on in the browser's Background Fetch: it may be published with no page open. */
export function onUploadHandedOver(listener: (id: string) => void): () => void {
  handOverListeners.add(listener);
  return () => handOverListeners.delete(listener);
}

const watched = new Map<string, number>();

/** A popup shows this upload's outcome itself while it is open (the tray then does not toast it). */
export function watchUpload(id: string): () => void {
  watched.set(id, (watched.get(id) ?? 0) + 1);
  return () => watched.set(id, (watched.get(id) ?? 1) - 1);
}

export const isWatched = (id: string) => (watched.get(id) ?? 0) > 0;

const ownedHere = (upload: PendingUpload) => upload.userId === getSession()?.userId;

/** Keeps the file on the device and starts sending it (or waits for the network); answers its id. A full device throws NoSpaceError. */
export async function startUpload({ file, title, description, poster }: NewUpload): Promise<string> {
  const userId = getSession()?.userId;
  if (!userId) throw new Error('Not signed in');
  const id = newIdempotencyKey();
  const upload: PendingUpload = {
    id,
    userId,
    file,
    fileName: file.name,
    fileType: file.type,
    title,
    description,
    ...(poster ? { poster } : {}),
    state: 'waiting',
    createdAt: Date.now(),
  };
  await addPendingUpload(upload);
  upsertView({ id, title, phase: 'waiting', progress: 0 });
  void run(id);
  return id;
}

/** The signed-in user's kept uploads show and go on (after a reload or the browser's restart). */
export async function resumeUploads(): Promise<void> {
  const userId = getSession()?.userId;
  if (!userId) return;
  for (const upload of await pendingUploadsOf(userId)) {
    if (views.some((view) => view.id === upload.id)) continue;
    const failed = upload.state === 'failed';
    upsertView({ id: upload.id, title: upload.title, phase: failed ? 'failed' : 'waiting', progress: upload.uploaded ? 100 : 0, text: upload.error });
    if (!failed) void run(upload.id);
  }
}

export async function retryUpload(id: string): Promise<void> {
  await updatePendingUpload(id, { state: 'waiting', error: undefined });
  setView(id, { phase: 'waiting', text: undefined });
  await run(id);
}

/** Stops the upload and forgets it here; the server removes what it had. */
export async function removeUpload(id: string): Promise<void> {
  const current = running.get(id);
  running.delete(id);
  views = views.filter((view) => view.id !== id);
  emit();
  await removePendingUpload(id);
  await current?.abort(true);
}

/** The page leaves the signed-in screens (sign-out): nothing more is sent from it. */
export function stopUploads(): void {
  for (const [id, current] of running) {
    running.delete(id);
    void current?.abort();
  }
  views = [];
  emit();
}

async function fail(id: string, text: string, reset: Partial<PendingUpload> = {}): Promise<void> {
  await updatePendingUpload(id, { ...reset, state: 'failed', error: text });
  finish(id, 'failed', text);
}

function pause(id: string): void {
  running.delete(id);
  setView(id, { phase: 'paused' });
}

/**
 * Sends the upload, one tab at a time: another tab of the app sending it holds its lock; this one
 * waits, and goes on if that tab closes first (or finds it gone once published there).
 */
async function run(id: string): Promise<void> {
  if (running.has(id)) return;
  running.set(id, null);
  await followInBackground(id);
  if (typeof navigator.locks?.request === 'function') await navigator.locks.request(uploadLockName(id), () => send(id));
  else await send(id);
}

/** While the browser's Background Fetch sends the upload, the tray shows its progress; the page sends nothing. */
async function followInBackground(id: string): Promise<void> {
  const upload = await getPendingUpload(id).catch(() => undefined);
  if (!upload || upload.uploaded) return;
  const registration = await runningBackgroundUpload(id);
  if (!registration) return;
  followed.add(id);
  setView(id, { phase: 'uploading' });
  await followBackgroundUpload(registration, upload.backgroundOffset ?? 0, upload.file.size, (progress) => setView(id, { progress }));
}

async function send(id: string): Promise<void> {
  const upload = await getPendingUpload(id).catch(() => undefined);
  if (!upload || !ownedHere(upload)) {
    running.delete(id);
    // Published by the worker after its Background Fetch.
    if (!upload && followed.has(id) && views.some((view) => view.id === id && view.phase !== 'done')) return finish(id, 'done', PUBLISHED_TEXT);
    // Published or removed meanwhile (in another tab).
    if (!upload && views.some((view) => view.id === id && view.phase !== 'done')) {
      views = views.filter((view) => view.id !== id);
      emit();
    }
    return;
  }
  if (!navigator.onLine) return pause(id);
  let uploadUrl = upload.uploadUrl;
  if (!upload.uploaded) {
    setView(id, { phase: 'uploading' });
    followed.delete(id);
    const tus = sendResumably({
      file: upload.file,
      fileName: upload.fileName,
      fileType: upload.fileType,
      uploadUrl,
      cutBefore: upload.networkCut,
      onCut: () => void updatePendingUpload(id, { networkCut: true }),
      onUploadUrl: (url) => void updatePendingUpload(id, { uploadUrl: url }),
      onProgress: (sent, total) => {
        if (running.get(id) === tus) setView(id, { progress: progressPercent(sent, total) ?? 0 });
      },
    });
    running.set(id, tus);
    try {
      uploadUrl = await tus.done;
    } catch (error) {
      if (running.get(id) !== tus) return;
      const refusal = tusRefusal(error);
      if (!refusal && !navigator.onLine) return pause(id);
      return fail(id, refusal?.message || UPLOAD_FAILED_TEXT);
    }
    if (running.get(id) !== tus) return;
    await updatePendingUpload(id, { uploadUrl, uploaded: true });
  }
  running.set(id, null);
  await publish(id, { ...upload, posterUrl: await sendPoster(id, upload) }, uploadUrl ?? '');
}

/** Sends the video's poster, if it has one; a poster that cannot be sent is left out (the video goes all the same). */
async function sendPoster(id: string, upload: PendingUpload): Promise<string | undefined> {
  if (!upload.poster || upload.posterUrl) return upload.posterUrl;
  const tus = sendResumably({ file: upload.poster, fileName: 'poster.jpg', fileType: upload.poster.type, poster: true });
  const posterUrl = await tus.done.catch(() => undefined);
  if (posterUrl) await updatePendingUpload(id, { posterUrl });
  return posterUrl;
}

async function publish(id: string, upload: PendingUpload, uploadUrl: string): Promise<void> {
  setView(id, { phase: 'publishing', progress: 100 });
  try {
    const reply = await apiRequest<{ message?: string }>('/api/videos', {
      method: 'POST',
      json: {
        title: upload.title,
        description: upload.description,
        uploadId: uploadIdOf(uploadUrl),
        ...(upload.posterUrl ? { posterUploadId: uploadIdOf(upload.posterUrl) } : {}),
      },
      headers: { 'Idempotency-Key': id },
    });
    await removePendingUpload(id);
    finish(id, 'done', reply?.message || PUBLISHED_TEXT);
  } catch (error) {
    if (error instanceof NetworkError && !navigator.onLine) return pause(id);
    // The server no longer has the bytes (expired): a retry sends the file again.
    const reset = error instanceof ApiError && error.status === 404 ? { uploaded: false, uploadUrl: undefined } : {};
    await fail(id, errorText(error, { failed: UPLOAD_FAILED_TEXT, network: UPLOAD_FAILED_TEXT }), reset);
  }
}

function onOnline(): void {
  for (const view of views) if (view.phase === 'paused' || view.phase === 'waiting') void run(view.id);
}

function onOffline(): void {
  for (const [id, current] of running) {
    if (!current) continue;
    running.delete(id);
    void current.abort();
    setView(id, { phase: 'paused' });
  }
}

const handingOver = new WeakSet<RunningTus>();

/**
 * The page goes out of sight (another app, the phone locked): each upload it is sending goes to the
 * browser's Background Fetch, from what the server has; where that cannot be, the page goes on. (A
 * tab closed outright is gone before this completes; its upload resumes on the next visit.)
 */
async function moveToBackground(id: string, tus: RunningTus): Promise<void> {
  if (handingOver.has(tus)) return;
  handingOver.add(tus);
  const upload = await getPendingUpload(id).catch(() => undefined);
  if (!upload?.uploadUrl || running.get(id) !== tus || !(await backgroundFetchManager())) return void handingOver.delete(tus);
  // The tus sender's end is then no failure (send() sees it replaced).
  running.set(id, null);
  try {
    await tus.abort();
    const offset = await handOverUpload({ id, title: upload.title, file: upload.file, uploadUrl: upload.uploadUrl });
    if (offset !== undefined) {
      for (const listener of handOverListeners) listener(id);
      await updatePendingUpload(id, { backgroundOffset: offset });
    }
  } finally {
    // Follows the browser's fetch, or (not handed over) sends on from the page.
    running.delete(id);
    void run(id);
  }
}

function onHidden(): void {
  if (document.visibilityState !== 'hidden') return;
  for (const [id, current] of running) if (current) void moveToBackground(id, current);
}

/** The worker published an upload it finished (or left it to the page, which is following it). */
function onWorkerOutcome(message: BackgroundUploadMessage): void {
  if (message.type !== 'background-upload' || message.outcome !== 'published') return;
  announcePendingUploads();
  if (views.some((view) => view.id === message.id && view.phase !== 'done')) finish(message.id, 'done', message.message || PUBLISHED_TEXT);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onHidden);
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(BACKGROUND_UPLOAD_CHANNEL).onmessage = (event: MessageEvent<BackgroundUploadMessage>) => onWorkerOutcome(event.data);
  }
}
