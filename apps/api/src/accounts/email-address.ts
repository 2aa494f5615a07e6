import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

// The same email rule as the JSON schemas' `format: 'email'` (ajv-formats), for values that do not
// arrive as JSON, such as multipart form fields.
const ajv = new Ajv();
addFormats(ajv, ['email']);
const validEmail = ajv.compile<string>({ type: 'string', format: 'email', maxLength: 254 });

export function isEmailAddress(value: string): boolean {
  return validEmail(value);
}
