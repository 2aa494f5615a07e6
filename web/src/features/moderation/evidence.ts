// The evidence snapshot is JSON the server kept when the report was made (text fields, the author,
// media file names, a message and the ones before it). It is shown as it is, field by field.
import { fullDate } from '../../lib/date-format';

const MEDIA = /\.(mp4|webm|mov|m4v|ogg|jpe?g|png|gif|webp|avif)$/i;
const VIDEO = /\.(mp4|webm|mov|m4v|ogg)$/i;

export type EvidenceMedia = { kind: 'video' | 'image'; url: string | null; name: string };

/** A field's label: 'createdAt' → 'Created at', 'profile_pic' → 'Profile pic'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/^_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** A media file named in the evidence: a link when it is an address the app serves, else just its name. */
export function mediaOf(value: string): EvidenceMedia | null {
  const path = value.split('?')[0] ?? value;
  if (!MEDIA.test(path)) return null;
  const url = /^(\/|https?:\/\/)/.test(value) ? value : null;
  const name = path.split('/').pop() || value;
  return { kind: VIDEO.test(path) ? 'video' : 'image', url, name };
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A text value as a moderator reads it (times in Indian English). */
export function displayText(value: string | number | boolean): string {
  if (typeof value === 'string' && TIME.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return fullDate(date);
  }
  return String(value);
}

/** The server's snapshot (report-targets.ts): the author, when, the item's fields, media names, a message's chat. */
export interface Snapshot {
  author: { _id: string; name: string };
  createdAt: string;
  fields: Record<string, unknown>;
  mediaFiles: string[];
  context?: { _id: string; senderId: string; text: string; createdAt: string }[];
}

/** The evidence as a snapshot, when it has that shape (older or unknown shapes are shown field by field). */
export function asSnapshot(evidence: unknown): Snapshot | null {
  if (!evidence || typeof evidence !== 'object') return null;
  const value = evidence as Partial<Snapshot>;
  if (!value.author || typeof value.author.name !== 'string' || !value.fields || typeof value.fields !== 'object') return null;
  return {
    author: value.author,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    fields: value.fields,
    mediaFiles: Array.isArray(value.mediaFiles) ? value.mediaFiles.filter((name): name is string => typeof name === 'string') : [],
    context: Array.isArray(value.context) ? value.context : undefined,
  };
}
