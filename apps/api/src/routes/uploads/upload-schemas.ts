import { errorReplySchema } from '@startupsetu/server-core/http/openapi-plugin';
import { MAX_VIDEO_BYTES } from '@startupsetu/server-core/media/media-types';

// The tus 1.0.0 protocol (https://tus.io/protocols/resumable-upload) as /api/uploads speaks it: the
// request headers a client sends, the status and headers of each answer, and the bytes of a PATCH.
// Request headers are only described (type string): tus itself refuses a malformed or missing one,
// so a pattern or `required` here would answer differently from the protocol (400 before tus's 412).
// Reply headers say their exact values (Fastify ignores them; the conformance test checks them).

export const TUS_VERSION = '1.0.0';
const TUS_EXTENSIONS = 'creation,creation-with-upload,creation-defer-length,termination,expiration';
export const UPLOAD_BYTES_TYPE = 'application/offset+octet-stream';

const text = (description: string) => ({ type: 'string', description }) as const;
const exactly = (value: string, description: string) => ({ type: 'string', enum: [value], description }) as const;
const byteCount = (description: string) => ({ type: 'string', pattern: '^\\d+$', description }) as const;

const tusResumable = text(`The tus version the client speaks: ${TUS_VERSION} (412 for another; tus answers 412 without it)`);
const tusResumableReply = exactly(TUS_VERSION, 'The tus version of this answer');
const tusVersion = exactly(TUS_VERSION, 'The versions this server speaks');
const uploadOffset = byteCount('How many bytes of the upload the server has');
const uploadExpires = text('When an unfinished upload is removed (RFC 9110 date): a day after it was created');
const uploadLength = text(`The upload's whole size in bytes (at most ${MAX_VIDEO_BYTES}; a poster's less)`);
const uploadMetadata = text('Comma-separated `key base64(value)` pairs: `filename`, and `kind poster` for a poster image');
const deferLength = text('`1`: the size is not known yet (sent later as Upload-Length on a PATCH)');

const uploadParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9]{8,80}$' } },
} as const;

const tusHeaders = <T extends Record<string, unknown>>(properties: T) => ({ type: 'object', properties: { 'Tus-Resumable': tusResumable, ...properties } }) as const;

const creationHeaders = tusHeaders({ 'Upload-Length': uploadLength, 'Upload-Defer-Length': deferLength, 'Upload-Metadata': uploadMetadata });
const patchHeaders = tusHeaders({
  'Upload-Offset': text('Where these bytes start: the Upload-Offset a HEAD answered'),
  'Upload-Length': text('The size, once, for an upload created with Upload-Defer-Length'),
  'Content-Length': text('Required while the upload has no Upload-Length (411 without it)'),
});

const noBody = (description: string, headers: Record<string, unknown>) => ({ type: 'null', description, headers }) as const;

/** Answered by the route before tus when the client speaks another tus version (and by tus without the header). */
const preconditionFailed = {
  ...errorReplySchema,
  description: 'Tus-Resumable names a version this server does not speak (Tus-Version says which it does), or is missing',
  headers: { 'Tus-Version': tusVersion, 'Tus-Resumable': tusResumableReply },
} as const;

const tags = ['Uploads'];
const summaryOf = (summary: string) => `${summary} (tus ${TUS_VERSION})`;

export const createUploadSchema = {
  summary: summaryOf('Start a resumable video or poster upload'),
  description:
    "Hustlers only (403). 413 when the declared size is over the kind's limit; 429 when it is over what is left of the day's upload budget (Upload-Defer-Length counts as the kind's limit).",
  tags,
  headers: creationHeaders,
  bytesBody: { mediaType: UPLOAD_BYTES_TYPE, description: 'The first bytes, sent with the creation (creation-with-upload)', required: false },
  response: {
    201: noBody("Created: Location is the upload's URL", {
      Location: { type: 'string', pattern: '^/api/uploads/[A-Za-z0-9]{8,80}$', description: "The upload's path" },
      'Tus-Resumable': tusResumableReply,
      'Upload-Offset': byteCount('Sent when the creation carried bytes: how many were kept'),
      'Upload-Expires': uploadExpires,
    }),
    412: preconditionFailed,
  },
} as const;

const discoveryReply = noBody('What this server supports', {
  'Tus-Resumable': tusResumableReply,
  'Tus-Version': tusVersion,
  'Tus-Extension': exactly(TUS_EXTENSIONS, 'The extensions it supports'),
  'Tus-Max-Size': exactly(String(MAX_VIDEO_BYTES), 'The largest upload it takes, in bytes'),
});

export const discoverySchema = {
  summary: summaryOf('What this tus server supports (Tus-Version, Tus-Extension, Tus-Max-Size)'),
  description: 'No token needed.',
  tags,
  response: { 204: discoveryReply },
} as const;

export const uploadDiscoverySchema = { ...discoverySchema, params: uploadParams } as const;

export const uploadStateSchema = {
  summary: summaryOf('How many bytes of an upload the server has (Upload-Offset)'),
  description: 'The owner\'s uploads only: 404 for anyone else\'s.',
  tags,
  params: uploadParams,
  headers: tusHeaders({}),
  response: {
    200: noBody("The upload's state (no body)", {
      'Tus-Resumable': tusResumableReply,
      'Upload-Offset': uploadOffset,
      'Upload-Length': byteCount("The upload's size, once declared"),
      'Upload-Defer-Length': exactly('1', 'While the size is not declared yet'),
      'Upload-Metadata': text("What the client sent, with the server's own keys (`owner`, `budget`)"),
      'Cache-Control': exactly('no-store', 'Never kept by caches'),
    }),
    412: preconditionFailed,
  },
} as const;

const sendBytesReply = noBody('The bytes were kept', {
  'Tus-Resumable': tusResumableReply,
  'Upload-Offset': byteCount('How many bytes the server now has'),
  'Upload-Expires': uploadExpires,
});

export const sendBytesSchema = {
  summary: summaryOf('Send the next bytes of an upload, from Upload-Offset'),
  description: 'The owner\'s uploads only. 409 when Upload-Offset is not where the upload stands; 413 past the kind\'s limit.',
  tags,
  params: uploadParams,
  headers: patchHeaders,
  bytesBody: { mediaType: UPLOAD_BYTES_TYPE, description: 'The bytes from Upload-Offset on' },
  response: { 204: sendBytesReply, 412: preconditionFailed },
} as const;

const abandonReply = noBody('The upload and its bytes are gone', { 'Tus-Resumable': tusResumableReply });

export const abandonUploadSchema = {
  summary: summaryOf('Abandon an upload and remove its bytes (termination)'),
  description: 'The owner\'s uploads only. What was reserved of the day\'s budget and not sent comes back.',
  tags,
  params: uploadParams,
  headers: tusHeaders({}),
  response: { 204: abandonReply, 412: preconditionFailed },
} as const;

export const methodOverrideSchema = {
  summary: summaryOf('PATCH or DELETE sent as POST with X-HTTP-Method-Override'),
  description: 'For networks that pass only GET and POST: answers as the PATCH or DELETE it names; 405 for any other method.',
  tags,
  params: uploadParams,
  headers: { ...patchHeaders, properties: { ...patchHeaders.properties, 'X-HTTP-Method-Override': text('PATCH or DELETE') } },
  bytesBody: { mediaType: UPLOAD_BYTES_TYPE, description: 'With PATCH: the bytes from Upload-Offset on', required: false },
  response: {
    204: noBody('As PATCH or DELETE answers', { ...sendBytesReply.headers, ...abandonReply.headers }),
    412: preconditionFailed,
  },
} as const;
