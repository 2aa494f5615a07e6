import { errorBody, HttpError } from '@startupsetu/server-core/errors';
import type { AuthUser } from '@startupsetu/server-core/authenticate';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest } from 'srvx/node';
import { VIDEO_UPLOAD } from '@startupsetu/server-core/media/media-types';
import { uploadBudget } from '../../forms/upload-budget';
import { OWNER_KEY } from '../../plugins/resumable-uploads';

// The tus protocol (https://tus.io/protocols/resumable-upload) for pitch videos: POST creates an
// upload (Upload-Length, ≤ 52428800 bytes), HEAD tells how much of it the server has, PATCH sends
// the next bytes from that offset, DELETE abandons it. Only its owner may see or touch an upload:
// to anyone else it does not exist (404). Publishing one is POST /api/videos (publish-video.ts).

const TUS_HEADERS = 'Tus-Resumable: 1.0.0 on every request';
const uploadParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9]{8,80}$' } },
} as const;
const tusSchema = (summary: string, withId: boolean) => ({
  summary: `${summary} (tus 1.0.0; ${TUS_HEADERS})`,
  tags: ['Uploads'],
  ...(withId ? { params: uploadParams } : {}),
});

type UploadRequest = FastifyRequest<{ Params: { id: string } }>;

// Registered under /api/uploads.
export default async function uploadRoutes(app: FastifyInstance) {
  // tus reads a PATCH's bytes itself, as they arrive.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function relay(request: FastifyRequest, reply: FastifyReply, user: AuthUser) {
    const response = await app.uploads.handle(new NodeRequest({ req: request.raw, res: reply.raw }), user);
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

  async function ownUpload(request: UploadRequest) {
    const user = requireUser(request);
    const upload = await app.uploads.find(request.params.id);
    if (upload?.metadata?.[OWNER_KEY] !== user.id) throw new HttpError(404, 'Upload not found');
    return user;
  }

  app.post('/', { schema: tusSchema('Start a resumable video upload', false) }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can publish videos');
    // The day's upload budget, as for a form upload: 429 when it is spent or the file would go over
    // it (spent when the video is published).
    const budget = await uploadBudget(request, VIDEO_UPLOAD);
    if (Number(request.headers['upload-length']) > budget.policy.maxBytes) throw budget.explain(new HttpError(413, budget.policy.tooLargeMessage));
    return relay(request, reply, user);
  });
  app.head<{ Params: { id: string } }>('/:id', { schema: tusSchema('How many bytes of an upload the server has (Upload-Offset)', true) }, async (request, reply) =>
    relay(request, reply, await ownUpload(request)),
  );
  app.patch<{ Params: { id: string } }>('/:id', { schema: tusSchema('Send the next bytes of an upload, from Upload-Offset', true) }, async (request, reply) =>
    relay(request, reply, await ownUpload(request)),
  );
  app.delete<{ Params: { id: string } }>('/:id', { schema: tusSchema('Abandon an upload and remove its bytes', true) }, async (request, reply) =>
    relay(request, reply, await ownUpload(request)),
  );
}
