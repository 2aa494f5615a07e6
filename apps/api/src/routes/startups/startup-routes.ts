import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { BLOG_COVER_UPLOAD, type UploadPolicy } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldMaxLengths } from '../../forms/form-fields';
import { readMultipartForm } from '../../forms/multipart-form';
import { saveWithUpload } from '../../forms/save-with-upload';
import { freshStartupViewFor, requireAdmin, requireStartup, startupViewFor } from './startup-access';
import { createFormSchema, editedStartupFields, editFormSchema, LOGO_FIELD, newStartupFields, STARTUP_FORM } from './startup-form';
import startupMemberRoutes from './startup-member-routes';
import {
  createStartupSchema,
  getStartupSchema,
  listStartupsSchema,
  updateStartupSchema,
  type StartupListQuerystring,
} from './startup-schemas';
import { insertStartup, listStartups, updateStartup } from './startups-repository';

const LOGO_UPLOAD: UploadPolicy = {
  ...BLOG_COVER_UPLOAD,
  tooLargeMessage: 'Logo must be at most 5 MB',
  wrongTypeMessage: 'Logo must be a PNG or JPEG image',
};

function readStartupForm(request: FastifyRequest) {
  return readMultipartForm(request, request.server.media, {
    fields: Object.keys(STARTUP_FORM),
    file: { field: LOGO_FIELD, policy: LOGO_UPLOAD },
    maxLengths: fieldMaxLengths(STARTUP_FORM),
  });
}

// Registered under /api/startups (DESIGN §7.3).
export default async function startupRoutes(app: FastifyInstance) {
  const { db, media } = app;

  app.post(
    '/',
    { schema: { ...createStartupSchema, multipartBody: createFormSchema }, config: { multipart: true } },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can create startups');
      const { values, file } = await readStartupForm(request);
      const startup = await saveWithUpload(media, file, async (commit) => {
        const fields = newStartupFields(values);
        const logo = await commit();
        const { id } = await insertStartup(db, { creatorId: user.id, fields, logo });
        return freshStartupViewFor(db, id, user.id);
      });
      return reply.code(201).send({ success: true, startup });
    },
  );

  app.get<{ Querystring: StartupListQuerystring }>('/', { schema: listStartupsSchema }, async (request) => {
    requireUser(request);
    const page = await listStartups(db, request.query);
    return { success: true, data: page.items, nextCursor: page.nextCursor };
  });

  // A startup's page is public (DESIGN §7.3: shared with a link preview); a token is still read.
  app.get<{ Params: { slug: string } }>('/:slug', { schema: getStartupSchema, config: { public: true } }, async (request) => {
    const startup = await requireStartup(db, request.params.slug);
    return { success: true, startup: await startupViewFor(db, startup, request.user?.id) };
  });

  app.put<{ Params: { slug: string } }>(
    '/:slug',
    { schema: { ...updateStartupSchema, multipartBody: editFormSchema }, config: { multipart: true } },
    async (request) => {
      const user = requireUser(request);
      const before = await requireAdmin(db, request.params.slug, user.id);
      const { values, file } = await readStartupForm(request);
      const logo = await saveWithUpload(media, file, async (commit) => {
        const fields = editedStartupFields(values);
        const committed = await commit();
        await updateStartup(db, before, fields, committed ?? undefined);
        return committed;
      });
      // The old logo goes once the new one is saved (a crash between leaves it to the media sweep).
      if (logo && before.logo) await media.remove(before.logo).catch(() => undefined);
      return { success: true, startup: await freshStartupViewFor(db, before.id, user.id) };
    },
  );

  await app.register(startupMemberRoutes);
}
