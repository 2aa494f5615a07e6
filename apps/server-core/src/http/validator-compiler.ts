import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Fastify's own Ajv coerces every part of the request, which would turn {"email": 42} into "42".
// Bodies are JSON and keep their types; only the URL parts (always text) are coerced.
const baseOptions: Options = {
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  addUsedSchema: false,
};

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...baseOptions, coerceTypes });
  addFormats(ajv);
  return ajv;
}

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
