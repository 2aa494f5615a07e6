import fc from 'fast-check';
import {
  unicodeEdge,
  hugeString,
  weirdString,
  wrongJsonValue,
  plausibleValue,
  EXTRA_KEYS,
  badPagingQuery,
  badQueryString,
  badId,
  badIdempotencyKey,
  badAuthorization,
  badRange,
} from './bad-input-values';

// Shared pieces of the "bad input" property suites (apps/*/src/hardening/bad-input.db.test.ts):
// arbitraries of malformed requests. Sending them and checking the replies: bad-input-client.ts.

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** With `:param` placeholders, filled from the suite's context (a valid id) unless the kind is bad params. */
  path: string;
  /** Which credentials reach the route's validation. */
  auth: 'user' | 'public' | 'internal';
  body?: 'json' | 'multipart';
  /** The body (or form) fields the route knows. */
  fields?: string[];
  /** The multipart file field. */
  fileField?: string;
}

export interface BadRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RouteContext {
  /** A valid user token (the route's input then reaches validation). */
  token: string;
  /** The internal secret, for /internal routes. */
  internalSecret: string;
  /** Valid values for the route's params. */
  params: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Bodies

function fieldsOf(route: RouteSpec): string[] {
  const fields = route.fields ?? [];
  return fields.length > 0 ? fields : ['text'];
}

function recordOf(fields: string[], value: fc.Arbitrary<unknown>, requireAll: boolean) {
  const model = Object.fromEntries(fields.map((field) => [field, value]));
  return fc.record(model, requireAll ? {} : { requiredKeys: [] });
}

/** Object-to-JSON text that keeps keys such as "__proto__" as own keys. */
function jsonText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

const JSON_TYPE = 'application/json';

const malformedJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    '[1,2',
    'nul',
    '{"a":1}}',
    '"',
    'undefined',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":1,}',
    '\u0000',
    '\uFEFF{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1,"a":2}',
  ),
  fc.string({ maxLength: 30 }).map((text) => `{${text}`),
);

const deepJson = fc.constantFrom(
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
);

const invalidUtf8 = fc.constantFrom(
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]),
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/json; charset=',
  'image/png',
  ';;;',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
);

// ---------------------------------------------------------------------------------------------
// Multipart

type Part = { name?: string; filename?: string; type?: string; data: string | Buffer; rawHeaders?: string };

function multipartBody(boundary: string, parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\n`;
    if (part.rawHeaders !== undefined) head += part.rawHeaders;
    else {
      const disposition = ['form-data'];
      if (part.name !== undefined) disposition.push(`name="${part.name}"`);
      if (part.filename !== undefined) disposition.push(`filename="${part.filename}"`);
      head += `Content-Disposition: ${disposition.join('; ')}\r\n`;
      if (part.type) head += `Content-Type: ${part.type}\r\n`;
    }
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = '----badinputboundary7MA4YWxkTrZu0gW';
const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

const fileBytes = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
  fc.constant(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
  fc.constant(Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom', 'latin1')])),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);

const fileName = fc.oneof(
  fc.constantFrom('clip.mp4', '../../etc/passwd', '', '.', '..', 'a\u0000b.png', '\u202Egnp.exe', 'x'.repeat(300), 'a"b.png'),
  unicodeEdge.map((text) => `${text}.png`),
);

const fileType = fc.constantFrom('video/mp4', 'image/png', 'text/html', 'application/octet-stream', '', 'image/png; x=y', 'video/');

function fieldParts(route: RouteSpec, value: fc.Arbitrary<string>): fc.Arbitrary<Part[]> {
  return recordOf(fieldsOf(route), value, false).map((record) =>
    Object.entries(record).map(([name, data]) => ({ name, data: data as string })),
  );
}

function filePart(route: RouteSpec): fc.Arbitrary<Part> {
  return fc
    .record({ filename: fileName, type: fileType, data: fileBytes, name: fc.constantFrom(route.fileField ?? 'file', 'other') })
    .map((part) => part);
}

function formParts(route: RouteSpec): fc.Arbitrary<Part[]> {
  return fc
    .tuple(fieldParts(route, weirdString), fc.option(filePart(route), { nil: undefined }))
    .map(([fields, file]) => (file ? [...fields, file] : fields));
}

// ---------------------------------------------------------------------------------------------
// Requests

function fillPath(path: string, params: Record<string, string>, bad?: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => bad ?? encodeURIComponent(params[name] ?? 'x'));
}

function credentials(route: RouteSpec, context: RouteContext): Record<string, string> {
  if (route.auth === 'internal') return { authorization: `Bearer ${context.internalSecret}` };
  return { authorization: `Bearer ${context.token}` };
}

/** Optionally drops the credentials: "also some without". */
const maybeAnonymous = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

export type KindBuilder = (route: RouteSpec, context: RouteContext) => fc.Arbitrary<BadRequest>;

function request(
  kind: string,
  route: RouteSpec,
  context: RouteContext,
  parts: { headers?: Record<string, string>; body?: string | Buffer; query?: string; badParam?: string; method?: string },
  anonymous = false,
): BadRequest {
  const path = fillPath(route.path, context.params, parts.badParam) + (parts.query ? `?${parts.query}` : '');
  return {
    kind,
    method: parts.method ?? route.method,
    path,
    headers: { ...(anonymous ? {} : credentials(route, context)), ...parts.headers },
    body: parts.body,
  };
}

function jsonRequest(kind: string, body: fc.Arbitrary<string | Buffer>): KindBuilder {
  return (route, context) =>
    fc
      .tuple(body, maybeAnonymous)
      .map(([text, anonymous]) => request(kind, route, context, { headers: { 'content-type': JSON_TYPE }, body: text }, anonymous));
}

function multipartRequest(kind: string, body: (route: RouteSpec) => fc.Arbitrary<{ type: string; body: Buffer }>): KindBuilder {
  return (route, context) =>
    fc
      .tuple(body(route), maybeAnonymous)
      .map(([form, anonymous]) =>
        request(kind, route, context, { headers: { 'content-type': form.type }, body: form.body }, anonymous),
      );
}

/** Each kind of malformed input, as a function of the route it is sent to. */
export const BAD_INPUT_KINDS: Record<string, KindBuilder> = {
  wrongJsonTypes: (route, context) =>
    jsonRequest('wrongJsonTypes', recordOf(fieldsOf(route), wrongJsonValue, true).map((r) => jsonText(Object.entries(r))))(
      route,
      context,
    ),
  missingFields: (route, context) =>
    jsonRequest('missingFields', recordOf(fieldsOf(route), plausibleValue, false).map((r) => jsonText(Object.entries(r))))(
      route,
      context,
    ),
  extraFields: (route, context) =>
    jsonRequest(
      'extraFields',
      fc
        .tuple(
          recordOf(fieldsOf(route), plausibleValue, true),
          fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })), wrongJsonValue), {
            minLength: 1,
            maxLength: 4,
          }),
        )
        .map(([known, extra]) => jsonText([...Object.entries(known), ...extra])),
    )(route, context),
  hugeStrings: (route, context) =>
    jsonRequest('hugeStrings', recordOf(fieldsOf(route), hugeString, true).map((r) => jsonText(Object.entries(r))))(route, context),
  unicodeEdges: (route, context) =>
    jsonRequest('unicodeEdges', recordOf(fieldsOf(route), unicodeEdge, true).map((r) => jsonText(Object.entries(r))))(route, context),
  // Every time, not by chance: PostgreSQL text cannot hold NUL, SQLite can (a 500 on PostgreSQL only).
  nulBytes: (route, context) =>
    jsonRequest(
      'nulBytes',
      recordOf(fieldsOf(route), fc.constantFrom<unknown>('\u0000', 'a\u0000b', ['a\u0000'], { a: '\u0000' }), true).map((r) =>
        jsonText(Object.entries(r)),
      ),
    )(route, context),
  multipartNul: multipartRequest('multipartNul', (route) =>
    fc.constant({
      type: multipartType(BOUNDARY),
      body: multipartBody(BOUNDARY, [
        ...fieldsOf(route).map((name) => ({ name, data: 'a\u0000b' })),
        { name: route.fileField ?? 'file', filename: 'a\u0000.png', type: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) },
      ]),
    }),
  ),
  nonObjectJson: jsonRequest(
    'nonObjectJson',
    fc.oneof(fc.constantFrom('[]', '[{}]', '"text"', '42', 'null', 'true', '-1e999'), wrongJsonValue.map((v) => JSON.stringify(v) ?? 'null')),
  ),
  malformedJson: jsonRequest('malformedJson', malformedJsonText),
  deepJson: jsonRequest('deepJson', deepJson),
  invalidUtf8: jsonRequest('invalidUtf8', invalidUtf8),
  bodyTooLarge: jsonRequest(
    'bodyTooLarge',
    fc.constantFrom(150_000, 400_000).map((n) => jsonText((['text', 'title', 'message'] as const).map((k) => [k, 'x'.repeat(n)]))),
  ),
  wrongContentType: (route, context) =>
    fc
      .tuple(wrongContentType, fc.oneof(fc.constant('a=1&b=2'), fc.constant('{"text":"hi"}'), weirdString), maybeAnonymous)
      .map(([type, body, anonymous]) =>
        request('wrongContentType', route, context, { headers: { 'content-type': type }, body }, anonymous),
      ),
  noContentType: (route, context) =>
    fc
      .tuple(fc.constantFrom('', '{}', 'hello', '{"text":"hi"}'), maybeAnonymous)
      .map(([body, anonymous]) => request('noContentType', route, context, { body }, anonymous)),
  multipartNasty: multipartRequest('multipartNasty', (route) =>
    formParts(route).map((parts) => ({ type: multipartType(BOUNDARY), body: multipartBody(BOUNDARY, parts) })),
  ),
  multipartBadBoundary: multipartRequest('multipartBadBoundary', (route) =>
    fc
      .tuple(formParts(route), fc.constantFrom('other', '', '"unterminated', 'x'.repeat(200), 'a b', '\u00ff'))
      .map(([parts, declared]) => ({ type: multipartType(declared), body: multipartBody(BOUNDARY, parts) })),
  ),
  multipartTruncated: multipartRequest('multipartTruncated', (route) =>
    fc
      .tuple(formParts(route), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean())
      .map(([parts, cut, close]) => {
        const body = multipartBody(BOUNDARY, parts.length ? parts : [{ name: 'x', data: 'y' }], close);
        return { type: multipartType(BOUNDARY), body: body.subarray(0, Math.floor(body.length * cut)) };
      }),
  ),
  multipartWrongType: multipartRequest('multipartWrongType', (route) =>
    fc
      .tuple(formParts(route), fc.constantFrom('multipart/form-data', 'multipart/mixed; boundary=' + BOUNDARY, 'multipart/form-data; boundary=', 'multipart/form-data;boundary', 'application/json', 'text/plain'))
      .map(([parts, type]) => ({ type, body: multipartBody(BOUNDARY, parts) })),
  ),
  multipartOddParts: multipartRequest('multipartOddParts', (route) =>
    fc
      .oneof(
        fc.constant<Part[]>([{ data: 'no name' }]),
        fc.constant<Part[]>([{ rawHeaders: 'X-Nothing: here\r\n', data: 'no disposition' }]),
        fc.constant<Part[]>([{ rawHeaders: 'Content-Disposition: form-data; name\r\n', data: 'bad disposition' }]),
        fc.constant<Part[]>(Array.from({ length: 70 }, (_, i) => ({ name: `f${i}`, data: 'v' }))),
        fc.constant<Part[]>([{ name: 'n'.repeat(500), data: 'long name' }]),
        fc.constant<Part[]>([{ name: fieldsOf(route)[0], data: 'v'.repeat(20_000) }]),
        fc.constant<Part[]>([
          { name: route.fileField ?? 'file', filename: 'a.png', type: 'image/png', data: 'one' },
          { name: route.fileField ?? 'file', filename: 'b.png', type: 'image/png', data: 'two' },
        ]),
        fc.constant<Part[]>([
          { name: fieldsOf(route)[0], data: 'first' },
          { name: fieldsOf(route)[0], data: 'second' },
        ]),
        fc.constant<Part[]>([{ name: fieldsOf(route)[0], filename: 'field-as-file.txt', type: 'text/plain', data: 'file' }]),
        fc.constant<Part[]>([{ name: route.fileField ?? 'file', data: 'file field as text' }]),
        fc.constant<Part[]>(Array.from({ length: 25 }, (_, i) => ({ rawHeaders: `X-H${i}: v\r\n`.repeat(25), data: 'h' }))),
      )
      .map((parts) => ({ type: multipartType(BOUNDARY), body: multipartBody(BOUNDARY, parts) })),
  ),
  badParams: (route, context) =>
    fc
      .tuple(badId, maybeAnonymous)
      .map(([id, anonymous]) =>
        route.path.includes(':')
          ? request('badParams', route, context, { badParam: id }, anonymous)
          : { ...request('badParams', route, context, {}, anonymous), path: `${fillPath(route.path, context.params)}/${id}` },
      ),
  badPaging: (route, context) =>
    fc.tuple(badPagingQuery, maybeAnonymous).map(([query, anonymous]) => request('badPaging', route, context, { query }, anonymous)),
  badQuery: (route, context) =>
    fc.tuple(badQueryString, maybeAnonymous).map(([query, anonymous]) => request('badQuery', route, context, { query }, anonymous)),
  badIdempotencyKey: (route, context) =>
    fc
      .tuple(badIdempotencyKey, fc.constantFrom('{"text":"hi"}', '{}'))
      .map(([key, body]) =>
        request('badIdempotencyKey', route, context, { headers: { 'idempotency-key': key, 'content-type': JSON_TYPE }, body }),
      ),
  badAuthorization: (route, context) =>
    fc
      .tuple(badAuthorization, fc.option(fc.constantFrom('{"text":"hi"}', '{}'), { nil: undefined }))
      .map(([authorization, body]) => ({
        ...request('badAuthorization', route, context, { headers: body ? { 'content-type': JSON_TYPE } : {}, body }),
        headers: { authorization, ...(body ? { 'content-type': JSON_TYPE } : {}) },
      })),
  badRange: (route, context) =>
    fc.tuple(badRange, maybeAnonymous).map(([range, anonymous]) => request('badRange', route, context, { headers: { range } }, anonymous)),
  otherMethod: (route, context) =>
    fc
      .tuple(fc.constantFrom('HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'PUT', 'POST', 'GET'), maybeAnonymous)
      .map(([method, anonymous]) => request('otherMethod', route, context, { method }, anonymous)),
};

/** Every kind, for one route: fc.oneof over BAD_INPUT_KINDS. */
export function badRequestFor(route: RouteSpec, context: RouteContext): fc.Arbitrary<BadRequest> {
  return fc.oneof(...Object.values(BAD_INPUT_KINDS).map((build) => build(route, context)));
}
