// What an onboarding form is made of: the four role forms (spec §3) differ only in these lists.

export interface Option {
  value: string;
  label: string;
}

interface Labelled {
  name: string;
  label: string;
  hint?: string;
}

export type InputField =
  | (Labelled & { kind: 'text' | 'tel' | 'email' | 'textarea'; autoComplete?: string; placeholder?: string; maxLength?: number })
  /** Without a default the select starts on 'Choose one' and an unchosen value is left out. */
  | (Labelled & { kind: 'select'; options: Option[]; defaultValue?: string })
  /** Multi-select: the field is sent once per chosen option. */
  | (Labelled & { kind: 'checkboxes'; options: Option[] })
  /** Comma-separated text, sent as one comma-joined field. */
  | (Labelled & { kind: 'comma-list'; placeholder?: string })
  | (Labelled & { kind: 'range'; min: number; max: number; defaultValue: number })
  /** An amount in rupees picked from `amounts` ('Not said' for none), sent as digits (blank clears it). */
  | (Labelled & { kind: 'rupees'; amounts: readonly number[] })
  /** Up to `max` companies, each a name and an optional web address (portfolio-value.ts), sent as JSON. */
  | (Labelled & { kind: 'portfolio'; max: number });

/** Sent with a fixed value and no input on screen (Investor's adventureAlert). */
export interface FixedField {
  kind: 'fixed';
  name: string;
  value: string;
}

export type FieldSpec = InputField | FixedField;

export type FieldValue = string | string[];
export type FieldValues = Record<string, FieldValue>;

/** The values a form starts with: the spec's defaults, everything else empty. */
export function initialValues(fields: FieldSpec[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    if (field.kind === 'fixed') continue;
    if (field.kind === 'checkboxes' || field.kind === 'portfolio') values[field.name] = [];
    else if (field.kind === 'range') values[field.name] = String(field.defaultValue);
    else if (field.kind === 'select') values[field.name] = field.defaultValue ?? '';
    else values[field.name] = '';
  }
  return values;
}

export function isInputField(field: FieldSpec): field is InputField {
  return field.kind !== 'fixed';
}
