import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { PROFILE_PICTURE_UPLOAD } from '@startupsetu/server-core/media/media-types';
import { updateUserProfile } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyRequest } from 'fastify';
import { fieldMaxLengths, parseFormFields } from '../../forms/form-fields';
import { readMultipartForm } from '../../forms/multipart-form';
import { saveWithUpload } from '../../forms/save-with-upload';
import { PROFILE_PICTURE_FIELD, type ProfileForm } from './profile-forms';

/**
 * Stores a profile form over the caller's own profile (the token decides whose). The picture is
 * moved into place only once everything else is valid; the picture it replaces is deleted.
 */
export async function saveProfileForm(request: FastifyRequest, form: ProfileForm): Promise<void> {
  try {
    await save(request, form);
  } catch (error) {
    if (form.messageInErrorField && error instanceof HttpError && error.status < 500 && !error.error) {
      throw new HttpError(error.status, error.message, error.field, { error: error.message });
    }
    throw error;
  }
}

async function save(request: FastifyRequest, form: ProfileForm): Promise<void> {
  const { db, media } = request.server;
  const user = requireUser(request);
  if (form.role && user.role !== form.role) throw new HttpError(403, `This form is for ${form.role} accounts`);

  const { values, file } = await readMultipartForm(request, media, {
    fields: [...Object.keys(form.rules), ...(form.foreignFields ?? [])],
    maxLengths: fieldMaxLengths(form.rules),
    file: { field: PROFILE_PICTURE_FIELD, policy: PROFILE_PICTURE_UPLOAD },
  });

  await saveWithUpload(media, file, async (commit) => {
    const foreign = [...values.keys()].find((field) => !(field in form.rules));
    if (foreign !== undefined) {
      throw new HttpError(400, `${foreign} is not a field of a ${form.role ?? user.role} profile`, foreign);
    }
    const fields = parseFormFields(form.rules, values);
    const submitted = form.complete ? form.complete(fields) : fields;
    const picture = (await commit()) ?? undefined;
    const result = await updateUserProfile(
      db,
      user.id,
      (current) => {
        const saved = { ...form.defaults, ...current, ...submitted };
        form.checkSaved?.(saved);
        return saved;
      },
      picture,
    );
    if (!result) throw new HttpError(401, 'Invalid token');
    if (result.replacedPic) {
      await media.remove(result.replacedPic).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not delete a replaced profile picture');
      });
    }
  });
}
