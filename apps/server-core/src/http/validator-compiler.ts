import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
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
  return ({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema as object) : rejectNonFiniteNumbers(coercing.compile(schema as object));
}

// Ajv coerces "Infinity" or "1e400" to a number that is not finite and then skips the number's
// minimum and maximum (it checks those only for finite numbers): `?limit=Infinity` passed a
// `maximum: 100`. A URL value coerced to a non-finite number is refused like any other non-number.
function rejectNonFiniteNumbers(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    const valid = validate(data);
    const badKey = valid ? nonFiniteKey(data) : undefined;
    checked.errors = badKey === undefined ? validate.errors : [nonFiniteError(badKey)];
    return valid && badKey === undefined;
  }) as ValidateFunction;
  return checked;
}

function nonFiniteKey(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return key;
  }
  return undefined;
}

function nonFiniteError(key: string): ErrorObject {
  return {
    instancePath: `/${key}`,
    schemaPath: '#/type',
    keyword: 'type',
    params: { type: 'number' },
    message: 'must be a finite number',
  };
}
