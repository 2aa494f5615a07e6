export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The one byte range a `Range` header asks for within a file of `size` bytes: null to send the
 * whole file (no header, a malformed one, another unit, or several ranges, which RFC 9110 lets a
 * server ignore), or 'unsatisfiable' when the range lies wholly past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = safeNumber(last);
    if (suffix === undefined) return null;
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = safeNumber(first);
  const end = last === '' ? size - 1 : safeNumber(last);
  if (start === undefined || end === undefined || (last !== '' && end < start)) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

function safeNumber(digits: string): number | undefined {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}
