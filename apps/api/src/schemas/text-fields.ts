import type { FastifyRequest } from 'fastify';

/** A required JSON text property: 1 to maxLength characters, no NUL (PostgreSQL text cannot hold it). */
export const textField = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\u0000]*$' }) as const;

/**
 * A preValidation hook that trims the given text fields of a JSON body, so lengths count after
 * trimming and a blank field counts as a missing one ("name is required").
 */
export function trimBodyFields(fields: readonly string[]) {
  return async function trimFields(request: FastifyRequest) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const values = body as Record<string, unknown>;
    for (const key of fields) {
      const value = values[key];
      if (typeof value !== 'string') continue;
      const trimmed = value.trim();
      if (trimmed) values[key] = trimmed;
      else delete values[key];
    }
  };
}
