import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';

/** `?author=<userId>`: only that user's items. */
export const authorQueryProperty = { type: 'string', pattern: '^[0-9a-f]{1,64}$' } as const;

export const pageQuerystring = { type: 'object', properties: pageQueryProperties } as const;

/** Ids are lower-case hex (newId); anything else names no content, so it is simply not found. */
export function isContentId(value: string): boolean {
  return /^[0-9a-f]{1,64}$/.test(value);
}
