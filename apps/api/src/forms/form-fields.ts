import { isEmailAddress } from '../accounts/email-address';
import { HttpError } from '@startupsetu/server-core/errors';
import { MAX_TEXT_LENGTH } from '@startupsetu/server-core/contract/field-limits';

// Typed reading of form fields, which arrive as text (every value trimmed; a field may repeat).

export { MAX_TEXT_LENGTH };

export type FieldRule =
  /** One value, stored as given ('' included); at most maxLength (default MAX_TEXT_LENGTH) characters. */
  | { type: 'text'; maxLength?: number }
  /** One value that is an email address when not empty. */
  | { type: 'email' }
  /** One of `values`; blank counts as absent. */
  | { type: 'choice'; values: readonly string[] }
  /** Repeated once per chosen value, each one of `values`; stored as an array. */
  | { type: 'choices'; values: readonly string[] }
  /** Comma-separated text (may repeat); stored as an array of the non-empty trimmed items. */
  | { type: 'list' }
  /** A whole number within bounds; blank counts as absent. */
  | { type: 'integer'; min: number; max: number };

export type FormRules = Readonly<Record<string, FieldRule>>;

export type FieldValue = string | number | string[];

/** The submitted fields as stored values; fields that were not sent are absent. */
export function parseFormFields(
  rules: FormRules,
  values: ReadonlyMap<string, readonly string[]>,
): Record<string, FieldValue> {
  const parsed: Record<string, FieldValue> = {};
  for (const [name, raw] of values) {
    const rule = rules[name];
    if (!rule) throw unknownField(name);
    const texts = raw.map((value) => value.trim());
    const maxLength = maxLengthOf(rule);
    for (const text of texts) {
      if (text.length > maxLength) throw tooLong(name, maxLength);
      // PostgreSQL text cannot hold NUL.
      if (text.includes('\u0000')) throw new HttpError(400, `${name} must not contain NUL characters`, name);
    }
    const value = parseField(name, rule, texts);
    if (value !== undefined) parsed[name] = value;
  }
  return parsed;
}

/** A text field's parsed value; '' when it was not sent. */
export function textValue(fields: Readonly<Record<string, FieldValue>>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

function maxLengthOf(rule: FieldRule): number {
  return rule.type === 'text' ? (rule.maxLength ?? MAX_TEXT_LENGTH) : MAX_TEXT_LENGTH;
}

/** Each field's character limit, for readMultipartForm's `maxLengths`. */
export function fieldMaxLengths(rules: FormRules): Record<string, number> {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, maxLengthOf(rule)]));
}

function parseField(name: string, rule: FieldRule, texts: string[]): FieldValue | undefined {
  switch (rule.type) {
    case 'text':
      return single(name, texts);
    case 'email': {
      const text = single(name, texts);
      if (text !== '' && !isEmailAddress(text)) {
        throw new HttpError(400, `${name} must be a valid email address`, name);
      }
      return text;
    }
    case 'choice': {
      const text = single(name, texts);
      if (text === '') return undefined;
      if (!rule.values.includes(text)) throw notOneOf(name, rule.values);
      return text;
    }
    case 'choices': {
      const chosen = texts.filter(Boolean);
      const wrong = chosen.find((text) => !rule.values.includes(text));
      if (wrong !== undefined) throw notOneOf(name, rule.values);
      return [...new Set(chosen)];
    }
    case 'list':
      return texts.flatMap((text) => text.split(',').map((item) => item.trim())).filter(Boolean);
    case 'integer': {
      const text = single(name, texts);
      if (text === '') return undefined;
      const number = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!(number >= rule.min && number <= rule.max)) {
        throw new HttpError(400, `${name} must be a whole number from ${rule.min} to ${rule.max}`, name);
      }
      return number;
    }
  }
}

function single(name: string, texts: string[]): string {
  if (texts.length !== 1) throw new HttpError(400, `${name} must be sent only once`, name);
  return texts[0]!;
}

export function unknownField(name: string): HttpError {
  return new HttpError(400, `Unknown field: ${name}`, name);
}

export function tooLong(name: string, maxLength = MAX_TEXT_LENGTH): HttpError {
  return new HttpError(400, `${name} must be at most ${maxLength} characters long`, name);
}

function notOneOf(name: string, values: readonly string[]): HttpError {
  return new HttpError(400, `${name} must be one of ${values.join(', ')}`, name);
}
