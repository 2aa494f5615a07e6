import type { Upload } from '@tus/server';

// What a resumable upload took of its owner's daily budget (DESIGN §7.2): its declared length (the
// kind's maximum when the length is deferred), counted when the upload is created, kept in the
// upload's metadata so that publishing and abandoning it settle the difference.

/** The metadata key of the reservation, `<day> <bytes>` (a client's own value for it is replaced). */
export const BUDGET_KEY = 'budget';

export interface Reservation {
  day: string;
  bytes: number;
}

export function reservationMetadata(reservation: Reservation): string {
  return `${reservation.day} ${reservation.bytes}`;
}

/** The upload's reservation; undefined for one made with no budget (or before budgets were kept). */
export function reservationOf(upload: Pick<Upload, 'metadata'>): Reservation | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d+)$/.exec(upload.metadata?.[BUDGET_KEY] ?? '');
  return match ? { day: match[1]!, bytes: Number(match[2]) } : undefined;
}

/** A value of the Upload-Metadata header (`key base64,key base64`), decoded; undefined when absent. */
export function metadataValue(header: string | undefined, key: string): string | undefined {
  for (const pair of (header ?? '').split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (name === key) return Buffer.from(value ?? '', 'base64').toString('utf8');
  }
  return undefined;
}
