/**
 * The card preview of an article: the first `maxLength` characters of `text` followed by '...'
 * (spec §9: preview length 100). Characters are counted as Unicode code points, so an emoji or
 * another astral character is never cut in half.
 */
export function previewText(text: string, maxLength: number): string {
  const limit = Math.max(0, Math.floor(maxLength));
  return `${Array.from(text).slice(0, limit).join('')}...`;
}
