import { lengthCounter, tooLongProblem } from '../../../lib/text-limits';

interface Limit {
  /** The field's id: the counter is `<id>-count`. */
  id: string;
  value: string;
  max: number;
  /** What the text is, as the refusal names it ('Talks', 'Comments'). */
  what: string;
}

/**
 * A one-field form's limit (lib/text-limits.ts): the text is never cut; near the limit a counter
 * shows, over it the limit is named and the form waits (`tooLong`). `fieldProps` go on the field.
 */
export function lengthLimitOf({ id, value, max, what }: Limit) {
  const counter = lengthCounter(value, max);
  const tooLong = tooLongProblem(value, max, what);
  return {
    counter,
    tooLong,
    fieldProps: { 'aria-invalid': tooLong ? (true as const) : undefined, 'aria-describedby': counter ? `${id}-count` : undefined },
  };
}

/** The counter and the refusal of lengthLimitOf, under the field. */
export function LengthLimitNotes({ id, counter, tooLong }: { id: string; counter: string | null; tooLong: string | null }) {
  return (
    <>
      {counter && (
        <p id={`${id}-count`} className={tooLong ? 'content-counter field-error' : 'content-counter field-hint'}>
          {counter}
        </p>
      )}
      {tooLong && (
        <p className="field-error" role="alert">
          {tooLong}
        </p>
      )}
    </>
  );
}
