import { ROLES } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { findUserById, toUserView } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COFOUNDER_FORM,
  HUSTLER_FORM,
  INVESTOR_FORM,
  JOBSEEKER_FORM,
  PROFILE_PICTURE_FIELD,
  UPDATE_PROFILE_FORM,
  ownProfileForm,
  type ProfileForm,
} from './profile-forms';
import { multipartFormSchema } from '../../schemas/form-docs';
import { getUserSchema, ownProfileSchema, profileFormSchema } from './profile-schemas';
import { saveProfileForm } from './save-profile-form';

const PICTURE = { field: PROFILE_PICTURE_FIELD, description: 'optional profile picture (png or jpeg)' };

function documentedForm(rules: ProfileForm['rules'], fieldDocs: ProfileForm['fieldDocs']) {
  const schema = multipartFormSchema(rules, PICTURE);
  return { ...schema, properties: { ...schema.properties, ...fieldDocs } };
}

function formRoute(form: ProfileForm, summary: string) {
  const multipartBody = documentedForm(form.rules, form.fieldDocs);
  return { schema: { ...profileFormSchema, summary, tags: ['Profiles'], multipartBody }, config: { multipart: true } };
}

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
    return { success: true, message: 'User fetched', user: { ...toUserView(user), moderator: user.moderator === 1, emailVerified: Boolean(user.email_verified_at) } };
  });

  app.post('/Hustler', formRoute(HUSTLER_FORM, 'Fill in the Hustler profile'), formHandler(HUSTLER_FORM));
  app.post('/cofounder', formRoute(COFOUNDER_FORM, 'Fill in the Cofounder profile'), formHandler(COFOUNDER_FORM));
  app.post('/Investor', formRoute(INVESTOR_FORM, 'Fill in the Investor profile'), formHandler(INVESTOR_FORM));
  app.post('/Jobseeker', formRoute(JOBSEEKER_FORM, 'Fill in the Jobseeker profile'), formHandler(JOBSEEKER_FORM));
  app.put(
    '/me',
    {
      schema: {
        ...ownProfileSchema,
        multipartBody: {
          description: "Any of the caller's own role's profile fields (see the role forms); fields not sent are kept",
          ...documentedForm(Object.assign({}, ...ROLES.map((role) => ownProfileForm(role).rules)), INVESTOR_FORM.fieldDocs),
        },
      },
      config: { multipart: true },
    },
    async (request) => {
      const caller = requireUser(request);
      await saveProfileForm(request, ownProfileForm(caller.role));
      const user = await findUserById(db, caller.id);
      if (!user) throw new HttpError(401, 'Invalid token');
      return { success: true, message: 'Profile updated successfully!', user: { ...toUserView(user), moderator: user.moderator === 1, emailVerified: Boolean(user.email_verified_at) } };
    },
  );
  app.put(
    '/Update_H_profile',
    formRoute(UPDATE_PROFILE_FORM, 'Update your profile (Project is required)'),
    formHandler(UPDATE_PROFILE_FORM),
  );
}

/** The spec's client posts the Jobseeker form to /api/usrprofile/Jobseeker (sic). */
export async function jobseekerAliasRoutes(app: FastifyInstance) {
  const summary = 'Fill in the Jobseeker profile (the path as the spec spells it)';
  app.post('/Jobseeker', formRoute(JOBSEEKER_FORM, summary), formHandler(JOBSEEKER_FORM));
}
