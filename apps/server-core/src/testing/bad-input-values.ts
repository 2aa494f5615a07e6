import fc from 'fast-check';

// Malformed values for the "bad input" suites: strings, ids, paging values and headers.
// Whole requests are built from them in bad-input-arbitraries.ts.

// ---------------------------------------------------------------------------------------------
// Values

export const unicodeEdge = fc.constantFrom(
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0334\u0321\u031B\u0316\u034E\u0349\u0344\u0342',
  '\uFEFFbom',
  '\uFFFF\uFFFE',
  '\r\n\t',
  '   ',
  '',
);

export const hugeString = fc
  .tuple(fc.constantFrom('a', '😀', '\u0000', 'é', '\uD800'), fc.constantFrom(3_000, 30_000, 60_000))
  .map(([unit, n]) => unit.repeat(n));

export const trickyString = fc.constantFrom(
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '${7*7}',
  '0',
  '-1',
  'null',
  'true',
  '1e309',
  'NaN',
  'a'.repeat(65),
  'ffffffffffffffffffffffffffffffff',
);

export const weirdString: fc.Arbitrary<string> = fc.oneof(
  unicodeEdge,
  trickyString,
  hugeString,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Any JSON value, mostly of the wrong type for whatever field receives it. */
export const wrongJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
  fc.constant([[[[[[[[[[]]]]]]]]]]),
  fc.constant({ $gt: '' }),
);

export const plausibleValue = fc.oneof(fc.constantFrom('hello', 'abc123', 'user@example.com', 'Hustler', '1'), weirdString);

export const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'userId', '_id', 'senderId', '', '\u0000'];

// ---------------------------------------------------------------------------------------------
// Query strings, params, headers

/** Percent-encodes each UTF-8 byte, so that any string (a lone surrogate too) makes a valid URL. */
export function encodeBytes(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

export const rawQueryValue = fc.oneof(
  fc.constantFrom('-1', '0', '101', '1e2', 'abc', '', '1.5', '99999999999999999999999', '0x10', '%20' + '5', 'NaN', 'Infinity', '%zz', '%E0%A4', '%00', '-0'),
  weirdString.filter((text) => text.length < 2000).map(encodeBytes),
);

export const badPagingQuery = fc.oneof(
  fc.tuple(rawQueryValue, fc.option(rawQueryValue, { nil: undefined })).map(([limit, cursor]) =>
    cursor === undefined ? `limit=${limit}` : `limit=${limit}&cursor=${cursor}`,
  ),
  rawQueryValue.map((cursor) => `cursor=${cursor}`),
  fc.constantFrom('limit=1&limit=2', 'cursor=a&cursor=b', 'limit[$gt]=1', 'cursor[]=a', 'limit=', 'cursor=', 'limit&cursor'),
);

export const badQueryString = fc.oneof(
  fc.constantFrom('%zz=%E0%A4', 'q=%00', '&&&==', '=', 'q', `q=${'a'.repeat(6000)}`, 'kind=video', 'kind[]=blog', 'q=a&q=b'),
  fc.tuple(fc.constantFrom('q', 'kind', 'limit', 'cursor', 'ids', 'x', 'skills', 'stage', 'interestAreas', 'investorType', 'desiredRole', 'member', 'sector', 'city', 'cheque'), rawQueryValue).map(([key, value]) => `${key}=${value}`),
);

export const badId = fc.oneof(
  fc.constantFrom('%zz', '%00', '..', '%2e%2e', '%2F', 'a%2Fb', '-1', '0', 'ZZZZ', 'g'.repeat(24), 'f'.repeat(65), 'a'.repeat(6000), 'null', 'undefined', '%5B%5D'),
  weirdString.filter((text) => text.length > 0 && text.length < 1500).map(encodeBytes),
);

/** Only what an HTTP client can put in a header: tab, visible ASCII, space and Latin-1. */
export const headerSafe = (text: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text);

export const badIdempotencyKey = fc.oneof(
  fc.constantFrom('', ' ', 'a'.repeat(129), 'a b', 'clé', '../x', 'k\tk', '*', 'a,b', '\u00ff'.repeat(10), 'x'.repeat(4000)),
  fc.string({ unit: 'binary', maxLength: 40 }).filter(headerSafe),
);

export const badAuthorization = fc.oneof(
  fc.constantFrom('', 'Bearer', 'Bearer ', 'Bearer garbage', 'Basic dXNlcjpwYXNz', 'bearer x.y.z', 'Bearer a.b', 'Bearer ..', `Bearer ${'a'.repeat(5000)}`),
  fc.string({ unit: 'binary', maxLength: 60 }).filter(headerSafe).map((text) => `Bearer ${text}`),
  fc
    .constant(
      'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicm9sZSI6IkFkbWluIiwiZXhwIjo5OTk5OTk5OTk5fQ.',
    ),
);

export const badRange = fc.constantFrom('bytes=abc', 'bytes=-0', 'bytes=99999999999999999999-', 'bytes=5-1', 'bytes=0-0,1-1,2-2', 'items=0-1', 'bytes=-', '');

