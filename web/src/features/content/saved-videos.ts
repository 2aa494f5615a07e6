import { SAVED_VIDEOS_CHANGED, savedVideosCacheName } from '@startupsetu/sw/offline-store/offline-store';
import { getSession } from '../../lib/session';

// Videos saved for offline live whole in Cache Storage, in the signed-in user's own cache; the
// service worker serves them from there with range support. Their title and size ride along in the
// cached response's own headers, so deleting the cache (as a session's end does) forgets everything
// at once.

/** The signed-in user's saved-videos cache. */
function myCache(): string {
  const userId = getSession()?.userId;
  if (!userId) throw new Error('Sign in to save videos for offline.');
  return savedVideosCacheName(userId);
}

export interface SavedVideo {
  /** Absolute URL of the /media file: the cache key. */
  url: string;
  title: string;
  /** Bytes of the saved file. */
  size: number;
  savedAt: string;
}

const TITLE = 'x-saved-title';
const SIZE = 'x-saved-size';
const SAVED_AT = 'x-saved-at';

/** Cache Storage exists only in secure contexts (https, localhost). */
export function savedVideosSupported(): boolean {
  return typeof caches !== 'undefined';
}

export function absoluteUrl(url: string, base: string = window.location.href): string {
  return new URL(url, base).href;
}

/** The extra headers stored with a saved file (header values must be Latin-1, titles are not). */
export function savedVideoHeaders(title: string, size: number, savedAt: Date): Record<string, string> {
  return { [TITLE]: encodeURIComponent(title), [SIZE]: String(size), [SAVED_AT]: savedAt.toISOString() };
}

/** Reads a saved entry back from its headers; a file cached without them still lists, untitled. */
export function savedVideoFrom(url: string, headers: Headers): SavedVideo {
  let title = 'Untitled video';
  try {
    title = decodeURIComponent(headers.get(TITLE) ?? '') || title;
  } catch {
    // A malformed title keeps the fallback.
  }
  const size = Number(headers.get(SIZE) ?? headers.get('content-length'));
  return { url, title, size: Number.isFinite(size) && size > 0 ? size : 0, savedAt: headers.get(SAVED_AT) ?? '' };
}

/** '850 bytes', '110.1 KB', '1.2 MB', '3.4 GB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** 'Using 1.2 MB for 2 saved videos.' */
export function savedUsageText(videos: readonly SavedVideo[]): string {
  const total = videos.reduce((sum, video) => sum + video.size, 0);
  const count = videos.length === 1 ? '1 saved video' : `${videos.length} saved videos`;
  return `Using ${formatBytes(total)} for ${count}.`;
}

/** The browser's own account of this site's storage, when it gives one. */
export function estimateText(estimate: StorageEstimate | null): string | null {
  if (!estimate?.usage || !estimate.quota) return null;
  return `This site stores ${formatBytes(estimate.usage)} in all, of ${formatBytes(estimate.quota)} available.`;
}

/** What to tell the user when saving failed. */
export function saveErrorText(error: unknown): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return 'There is not enough storage space to save this video.';
  }
  if (error instanceof TypeError) return 'The video could not be saved: check your connection.';
  return error instanceof Error && error.message ? error.message : 'The video could not be saved.';
}

export async function storageEstimate(): Promise<StorageEstimate | null> {
  if (!navigator.storage?.estimate) return null;
  return navigator.storage.estimate().catch(() => null);
}

export async function listSavedVideos(): Promise<SavedVideo[]> {
  const userId = getSession()?.userId;
  if (!savedVideosSupported() || !userId || !(await caches.has(savedVideosCacheName(userId)))) return [];
  const cache = await caches.open(savedVideosCacheName(userId));
  const entries = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      return response ? savedVideoFrom(request.url, response.headers) : null;
    }),
  );
  return entries.filter((entry) => entry !== null).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Downloads the whole file (one plain GET, no Range) and keeps it in the cache. */
export async function saveVideo(video: { url: string; title: string }): Promise<void> {
  const url = absoluteUrl(video.url);
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`The video could not be downloaded (${response.status}).`);
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.set('content-length', String(body.size));
  for (const [name, value] of Object.entries(savedVideoHeaders(video.title, body.size, new Date()))) headers.set(name, value);
  const cache = await caches.open(myCache());
  await cache.put(url, new Response(body, { status: 200, statusText: 'OK', headers }));
  await tellServiceWorker();
}

export async function removeSavedVideo(url: string): Promise<void> {
  const cache = await caches.open(myCache());
  await cache.delete(absoluteUrl(url));
  await tellServiceWorker();
}

/** Has the worker re-read its list of saved files, and waits (briefly) until it has. */
async function tellServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  // A worker that is installing or waiting reads the cache when it starts; tell it anyway.
  for (const worker of [registration.installing, registration.waiting]) worker?.postMessage({ type: SAVED_VIDEOS_CHANGED });
  const active = registration.active;
  if (!active) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 3000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    active.postMessage({ type: SAVED_VIDEOS_CHANGED }, [channel.port2]);
  });
}
