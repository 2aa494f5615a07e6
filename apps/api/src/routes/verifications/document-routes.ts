import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { runPeriodically } from '@startupsetu/server-core/http/periodic-task';
import { EVIDENCE_TYPES, EVIDENCE_UPLOAD, mediaTypeOfName } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance } from 'fastify';
import { isModerator } from '../../accounts/require-moderator';
import { attachmentDisposition, downloadNameOf, privateStorage, sweepOrphanPrivateFiles } from '../../content/private-files';
import { readMultipartForm } from '../../forms/multipart-form';
import { saveWithUpload } from '../../forms/save-with-upload';
import { attachDocumentSchema, DOCUMENT_FIELD, documentFormSchema, documentSchema } from './verification-schemas';
import { toVerificationView } from './verifications-repository';

const NOT_FOUND = 'Verification request not found';
export const DOCUMENT_REQUIRED = 'document is required: a PDF, PNG or JPEG of at most 5 MB';
export const NOT_WAITING = 'A document can be sent while the request waits for a moderator';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

// A badge request's document (DESIGN §7.4): an investor's SEBI certificate or angel network letter,
// kept private (MEDIA_DIR/private/verification-documents) and read only by its requester and the
// moderators, who check it before they decide.
export default async function verificationDocumentRoutes(app: FastifyInstance) {
  const { db } = app;
  const documents = privateStorage(app.config.mediaDir, 'verification-documents', EVIDENCE_TYPES);
  runPeriodically(app, 'sweep orphaned verification documents', SWEEP_EVERY_MS, () =>
    sweepOrphanPrivateFiles(documents, async (names) => {
      const rows = await db.selectFrom('verifications').select('document_file').where('document_file', 'in', names).execute();
      return new Set(rows.map((row) => row.document_file ?? ''));
    }),
  );

  const findRequest = (id: string) => db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst();

  app.put<{ Params: { id: string } }>(
    '/verifications/:id/document',
    { schema: { ...attachDocumentSchema, multipartBody: documentFormSchema }, config: { multipart: true } },
    async (request) => {
      const row = await findRequest(request.params.id);
      if (!row || row.user_id !== requireUser(request).id) throw new HttpError(404, NOT_FOUND);
      // Refused before the file is read (it would spend upload budget); checked again as it is kept.
      if (row.status !== 'pending') throw new HttpError(409, NOT_WAITING);
      const { file, fileName } = await readMultipartForm(request, documents, { fields: [], file: { field: DOCUMENT_FIELD, policy: EVIDENCE_UPLOAD } });
      const kept = await saveWithUpload(documents, file, async (commit) => {
        if (!file) throw new HttpError(400, DOCUMENT_REQUIRED, DOCUMENT_FIELD);
        const stored = (await commit())!;
        const type = mediaTypeOfName(stored, EVIDENCE_TYPES)!;
        const document = { document_file: stored, document_name: downloadNameOf(fileName, type.ext, 'document'), document_size: file.size, document_type: type.mimeType };
        const updatedAt = new Date().toISOString();
        const changed = await db.updateTable('verifications').set({ ...document, updated_at: updatedAt }).where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw new HttpError(409, NOT_WAITING);
        return { ...row, ...document, updated_at: updatedAt };
      });
      if (row.document_file) await documents.remove(row.document_file).catch(() => undefined);
      return { success: true, verification: toVerificationView(kept) };
    },
  );

  app.get<{ Params: { id: string } }>('/verifications/:id/document', { schema: documentSchema }, async (request, reply) => {
    const me = requireUser(request);
    const row = await findRequest(request.params.id);
    if (!row || (row.user_id !== me.id && !(await isModerator(db, me.id)))) throw new HttpError(404, NOT_FOUND);
    const opened = row.document_file ? await documents.open(row.document_file) : null;
    if (!opened) throw new HttpError(404, 'This request has no document');
    const { file, size } = opened;
    reply
      .type(row.document_type ?? 'application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', attachmentDisposition(row.document_name ?? 'document'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(file.createReadStream({ start: 0, end: size - 1 }));
  });
}
