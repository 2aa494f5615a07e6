import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { findUserById, toUserView } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COFOUNDER_FORM,
  HUSTLER_FORM,
  INVESTOR_FORM,
  JOBSEEKER_FORM,
  UPDATE_PROFILE_FORM,
  type ProfileForm,
} from './profile-forms';
import { getUserSchema, profileFormSchema } from './profile-schemas';
import { saveProfileForm } from './save-profile-form';

const formRoute = { schema: profileFormSchema, config: { multipart: true } };

function formHandler(form: ProfileForm) {
  return async (request: FastifyRequest) => {
    await saveProfileForm(request, form);
    return { success: true, message: form.successMessage };
  };
}

export default async function profileRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/getUser', { schema: getUserSchema }, async (request) => {
    const user = await findUserById(db, requireUser(request).id);
    if (!user) throw new HttpError(404, 'User not found');
    return { success: true, message: 'User fetched', user: toUserView(user) };
  });

  app.post('/Hustler', formRoute, formHandler(HUSTLER_FORM));
  app.post('/cofounder', formRoute, formHandler(COFOUNDER_FORM));
  app.post('/Investor', formRoute, formHandler(INVESTOR_FORM));
  app.post('/Jobseeker', formRoute, formHandler(JOBSEEKER_FORM));
  app.put('/Update_H_profile', formRoute, formHandler(UPDATE_PROFILE_FORM));
}

/** The spec's client posts the Jobseeker form to /api/usrprofile/Jobseeker (sic). */
export async function jobseekerAliasRoutes(app: FastifyInstance) {
  app.post('/Jobseeker', formRoute, formHandler(JOBSEEKER_FORM));
}
