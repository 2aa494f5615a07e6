// Every list is newest first (ids sort by creation time) and paginated the same way: `?limit=`
// and `?cursor=`, the id of the previous page's last item.

export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export interface PageQuery {
  limit: number;
  cursor?: string;
}

/** Querystring properties for `?limit=` and `?cursor=`; ids are lower-case hex. */
export const pageQueryProperties = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  cursor: { type: 'string', pattern: '^[0-9a-f]{1,64}$' },
} as const;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `rows` were fetched with `limit + 1`: the extra row only says that another page exists. */
export function toPage<T extends { id: string }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null };
}
