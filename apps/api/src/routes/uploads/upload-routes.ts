import type { Upload } from '@tus/server';
import { errorBody, HttpError } from '@startupsetu/server-core/errors';
import type { AuthUser } from '@startupsetu/server-core/authenticate';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest } from 'srvx/node';
import { refundUploadBudget, uploadBudget } from '../../forms/upload-budget';
import { KIND_KEY, OWNER_KEY, uploadPolicyOf } from '../../plugins/resumable-uploads';
import { metadataValue, reservationMetadata, reservationOf } from '../../uploads/upload-reservation';
import {
  abandonUploadSchema,
  createUploadSchema,
  discoverySchema,
  methodOverrideSchema,
  sendBytesSchema,
  TUS_VERSION,
  UPLOAD_BYTES_TYPE,
  uploadDiscoverySchema,
  uploadStateSchema,
} from './upload-schemas';

// The tus protocol (https://tus.io/protocols/resumable-upload) for pitch videos: POST creates an
// upload (Upload-Length, ≤ 52428800 bytes), HEAD tells how much of it the server has, PATCH sends
// the next bytes from that offset, DELETE abandons it. Only its owner may see or touch an upload:
// to anyone else it does not exist (404). Publishing one is POST /api/videos (publish-video.ts).
// The day's upload budget counts an upload's declared length when it is created (DESIGN §7.2).

type UploadRequest = FastifyRequest<{ Params: { id: string } }>;

/** A header's value as a whole number of bytes; undefined when absent, NaN when not a number. */
function byteCount(value: string | string[] | undefined): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
}

// Registered under /api/uploads.
export default async function uploadRoutes(app: FastifyInstance) {
  // tus reads a PATCH's bytes itself, as they arrive.
  app.addContentTypeParser(UPLOAD_BYTES_TYPE, (_request, _payload, done) => done(null));

  // A client speaking another version of tus gets 412 and the version this server speaks (tus 1.0.0
  // §Tus-Resumable), before anything else is looked at; OPTIONS names no version.
  app.addHook('onRequest', async (request, reply) => {
    const version = request.headers['tus-resumable'];
    if (request.method === 'OPTIONS' || version === undefined || version === TUS_VERSION) return;
    return reply
      .code(412)
      .header('tus-version', TUS_VERSION)
      .header('tus-resumable', TUS_VERSION)
      .send(errorBody(412, `Tus-Resumable ${String(version)} is not supported: this server speaks tus ${TUS_VERSION}`));
  });

  const tusAnswer = (request: FastifyRequest, reply: FastifyReply, user: AuthUser | undefined, metadata?: Record<string, string>) =>
    app.uploads.handle(new NodeRequest({ req: request.raw, res: reply.raw }), user, metadata);

  async function send(reply: FastifyReply, response: Response) {
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    const text = response.body ? await response.text() : undefined;
    if (response.status < 400) return reply.send(text);
    // tus's own refusals (a missing Tus-Resumable, a bad header) are plain text.
    const body = text?.startsWith('{') ? text : JSON.stringify(errorBody(response.status, text?.trim() || 'The upload request was refused'));
    return reply.type('application/json; charset=utf-8').send(body);
  }

  async function ownUpload(request: UploadRequest): Promise<{ user: AuthUser; upload: Upload }> {
    const user = requireUser(request);
    const upload = await app.uploads.find(request.params.id);
    if (!upload || upload.metadata?.[OWNER_KEY] !== user.id) throw new HttpError(404, 'Upload not found');
    return { user, upload };
  }

  app.post('/', { schema: createUploadSchema }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can publish videos');
    const policy = uploadPolicyOf({ metadata: { [KIND_KEY]: metadataValue(request.headers['upload-metadata'] as string | undefined, KIND_KEY) ?? null } });
    const length = byteCount(request.headers['upload-length']);
    // A deferred length counts as the most the kind may take; a malformed one is tus's to refuse.
    const declared = length ?? (request.headers['upload-defer-length'] === '1' ? policy.maxBytes : Number.NaN);
    if (declared > policy.maxBytes) throw new HttpError(413, policy.tooLargeMessage);
    const budget = await uploadBudget(request, policy);
    if (Number.isNaN(declared) || !budget.day) return send(reply, await tusAnswer(request, reply, user));
    if (declared > budget.policy.maxBytes) throw budget.explain(new HttpError(413, budget.policy.tooLargeMessage));
    await budget.spend(declared);
    const reservation = { day: budget.day, bytes: declared };
    const response = await tusAnswer(request, reply, user, { budget: reservationMetadata(reservation) }).catch(async (error: unknown) => {
      await refundUploadBudget(request, user.id, reservation.day, reservation.bytes);
      throw error;
    });
    if (!response.ok) await refundUploadBudget(request, user.id, reservation.day, reservation.bytes);
    return send(reply, response);
  });
  // Discovery (tus 1.0.0 §OPTIONS): the versions, extensions and largest size, without a token.
  for (const url of ['/', '/:id']) {
    app.options(url, { config: { public: true }, schema: url === '/' ? discoverySchema : uploadDiscoverySchema }, async (request, reply) =>
      send(reply, await tusAnswer(request, reply, undefined)),
    );
  }
  app.head<{ Params: { id: string } }>('/:id', { schema: uploadStateSchema }, async (request, reply) =>
    send(reply, await tusAnswer(request, reply, (await ownUpload(request)).user)),
  );
  async function sendBytes(request: UploadRequest, reply: FastifyReply) {
    const { user, upload } = await ownUpload(request);
    checkWithinKind(request, upload);
    return send(reply, await tusAnswer(request, reply, user));
  }
  async function abandon(request: UploadRequest, reply: FastifyReply) {
    const { user, upload } = await ownUpload(request);
    const response = await tusAnswer(request, reply, user);
    // The bytes that arrived stay counted; the rest of what was reserved comes back.
    const reservation = reservationOf(upload);
    if (response.ok && reservation) await refundUploadBudget(request, user.id, reservation.day, reservation.bytes - upload.offset);
    return send(reply, response);
  }
  app.patch<{ Params: { id: string } }>('/:id', { schema: sendBytesSchema }, sendBytes);
  app.delete<{ Params: { id: string } }>('/:id', { schema: abandonUploadSchema }, abandon);
  // Networks that pass only GET and POST: tus clients send PATCH and DELETE as a POST naming them.
  app.post<{ Params: { id: string } }>('/:id', { schema: methodOverrideSchema }, async (request, reply) => {
    const method = String(request.headers['x-http-method-override'] ?? '').toUpperCase();
    if (method !== 'PATCH' && method !== 'DELETE') throw new HttpError(405, 'POST to an upload needs X-HTTP-Method-Override: PATCH or DELETE');
    request.raw.method = method;
    return method === 'PATCH' ? sendBytes(request, reply) : abandon(request, reply);
  });
}

/**
 * A PATCH may not take an upload past its kind's limit: tus bounds every upload by the video's, so
 * a poster whose length was deferred is bounded here, and a deferred length declared now is too.
 */
function checkWithinKind(request: UploadRequest, upload: Upload): void {
  const policy = uploadPolicyOf(upload);
  const declared = byteCount(request.headers['upload-length']);
  if (declared !== undefined && declared > policy.maxBytes) throw new HttpError(413, policy.tooLargeMessage);
  if (upload.size !== undefined) return;
  const length = byteCount(request.headers['content-length']);
  if (length === undefined) throw new HttpError(411, 'Content-Length is required while the upload has no Upload-Length');
  if (upload.offset + length > policy.maxBytes) throw new HttpError(413, policy.tooLargeMessage);
}
