// Turns the first Ajv error of a failed schema check into a sentence a user can act on,
// e.g. "email must be a valid email address" or "password is required".

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameters',
  headers: 'Request headers',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  uri: 'a valid URL',
  url: 'a valid URL',
  'date-time': 'a valid date and time',
  date: 'a valid date',
  uuid: 'a valid UUID',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

export function describeValidationError(
  issue: ValidationIssue,
  context = 'body',
): { message: string; field?: string } {
  const { keyword, params } = issue;
  const path = fieldPath(issue.instancePath);

  if (keyword === 'required') {
    const field = joinPath(path, String(params.missingProperty));
    return { message: `${field} is required`, field };
  }
  if (!path) {
    const part = PART_NAMES[context] ?? 'Request';
    if (keyword === 'type' && params.type === 'object') {
      return { message: `${part} must be a JSON object` };
    }
    return { message: `${part} ${issue.message ?? 'is invalid'}` };
  }
  return { message: `${path} ${describe(keyword, params, issue.message)}`, field: path };
}

function describe(keyword: string, params: Record<string, unknown>, fallback?: string): string {
  switch (keyword) {
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return `must be ${types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ')}`;
    }
    case 'format':
      return `must be ${FORMAT_WORDS[String(params.format)] ?? `in ${String(params.format)} format`}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
    case 'maxLength':
      return `must be at most ${params.limit} characters long`;
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${params.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${params.limit}`;
    case 'minItems':
      return `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${params.limit} items`;
    case 'pattern':
      return 'is not in the expected format';
    case 'additionalProperties':
      return `must not contain ${String(params.additionalProperty)}`;
    default:
      return fallback ?? 'is invalid';
  }
}

function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => joinPath(path, segment), '');
}

function joinPath(path: string, segment: string): string {
  if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
  return path ? `${path}.${segment}` : segment;
}
