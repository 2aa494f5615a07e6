// Numbers as India writes them (12,34,567), as toLocaleString('en-IN') does for whole numbers,
// written by hand: the first Intl number format a page makes loads the locale's data, 130-215 ms
// of a slow phone's main thread at boot (web/src/lib/date-format.ts does the same for dates).

/** A whole number with Indian digit grouping: the last three digits, then pairs ('12,34,567'). */
export function indianNumber(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return rounded < 0 ? `-${grouped}` : grouped;
}
