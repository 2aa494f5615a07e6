import { indianNumber } from '@startupsetu/server-core/contract/indian-number';

// A text's limit as the server counts it (characters, after trimming): a counter near it, the limit
// named over it, and the text never cut.

/** From this share of a text's limit on, its field shows a counter ('1,850 / 2,000'). */
const COUNTER_FROM = 0.9;
const count = indianNumber;

/** A text's length as the server counts it: characters (not UTF-16 units), after trimming. */
export function textLength(value: string): number {
  return [...value.trim()].length;
}

/** The counter to show under a field near or over its limit ('1,850 / 2,000'), else null. */
export function lengthCounter(value: string, max: number): string | null {
  const length = textLength(value);
  return length >= Math.floor(max * COUNTER_FROM) ? `${count(length)} / ${count(max)}` : null;
}

/** Why a text over its limit is not sent ('Talks can be at most 2,000 characters.'), else null. */
export function tooLongProblem(value: string, max: number, what: string): string | null {
  return textLength(value) > max ? `${what} can be at most ${count(max)} characters.` : null;
}

/** Whether any of the texts is over its limit (`[text, limit]` pairs): the popup then waits, its field saying why. */
export function anyTooLong(texts: [string, number][]): boolean {
  return texts.some(([value, max]) => textLength(value) > max);
}
