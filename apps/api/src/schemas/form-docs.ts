import type { FieldRule, FormRules } from '../forms/form-fields';

// Documentation only: a multipart form's fields as the JSON schema the OpenAPI document shows
// (schema.multipartBody). The rules themselves are enforced by parseFormFields.

export interface DocumentedFile {
  field: string;
  description: string;
}

function fieldSchema(rule: FieldRule) {
  switch (rule.type) {
    case 'text':
      return { type: 'string', ...(rule.maxLength ? { maxLength: rule.maxLength } : {}) };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'choice':
      return { type: 'string', enum: [...rule.values] };
    case 'choices':
      return { type: 'array', description: 'the field repeated once per choice', items: { type: 'string', enum: [...rule.values] } };
    case 'list':
      return { type: 'string', description: 'comma-separated' };
    case 'integer':
      return { type: 'integer', minimum: rule.min, maximum: rule.max };
  }
}

export function multipartFormSchema(rules: FormRules, file: DocumentedFile, required: readonly string[] = []) {
  const properties: Record<string, unknown> = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, fieldSchema(rule)]),
  );
  properties[file.field] = { type: 'string', format: 'binary', description: file.description };
  return { type: 'object', properties, ...(required.length ? { required: [...required] } : {}) };
}
