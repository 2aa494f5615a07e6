/**
 * `items` in consecutive parts of at most `size`, for batch statements: one statement per part keeps
 * its parameters (rows × columns) under either engine's limit (SQLite 32,766, PostgreSQL 65,535).
 */
export function inParts<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
