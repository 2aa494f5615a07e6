import { Readable } from 'node:stream';
import type { Database } from '@startupsetu/server-core/db/database';
import type { Role } from '@startupsetu/server-core/db/schema';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import type { UploadPolicy } from '@startupsetu/server-core/media/media-types';
import { PROFILE_PICTURE_UPLOAD } from '@startupsetu/server-core/media/media-types';
import { hashPassword } from '@startupsetu/server-core/passwords';
import {
  findUserByEmail,
  insertUser,
  updateUserProfile,
} from '@startupsetu/server-core/repositories/users-repository';
import { parseFormFields } from '../forms/form-fields';
import { COFOUNDER_FORM, HUSTLER_FORM, INVESTOR_FORM, JOBSEEKER_FORM, type ProfileForm } from '../routes/profiles/profile-forms';
import { DEMO_PASSWORD, type DemoPerson } from './demo-people';
import { avatarPng } from './demo-images';

const ONBOARDING_FORMS: Record<Role, ProfileForm> = {
  Hustler: HUSTLER_FORM,
  Investor: INVESTOR_FORM,
  Cofounder: COFOUNDER_FORM,
  Jobseeker: JOBSEEKER_FORM,
};

export interface SeededPerson {
  id: string;
  /** The name the app shows for them (Username). */
  name: string;
}

/** Stores bytes in the media storage as an upload would, checked against the same policy. */
export async function storeMedia(media: MediaStorage, bytes: Buffer, policy: UploadPolicy): Promise<{ name: string; mimeType: string; size: number }> {
  const staged = await media.stage(Readable.from([bytes]), policy);
  return { name: await staged.commit(), mimeType: staged.type.mimeType, size: staged.size };
}

/** The profile a browser would store by sending the role's onboarding form with these values. */
function submittedProfile(person: DemoPerson) {
  const form = ONBOARDING_FORMS[person.role];
  const values = new Map(Object.entries(person.form).map(([name, value]) => [name, typeof value === 'string' ? [value] : [...value]]));
  const fields = parseFormFields(form.rules, values);
  return { ...form.defaults, ...(form.complete ? form.complete(fields) : fields) };
}

/**
 * The person's account, made once: an existing account (found by email) keeps its password and
 * whatever its owner changed since; only a profile or picture still missing is filled in.
 */
export async function seedPerson(db: Database, media: MediaStorage, person: DemoPerson): Promise<SeededPerson & { created: boolean }> {
  let user = await findUserByEmail(db, person.email);
  const created = !user;
  if (!user) {
    user = await insertUser(db, { email: person.email, passwordHash: await hashPassword(DEMO_PASSWORD), role: person.role });
    if (person.badge) await db.updateTable('users').set({ verified: 1, badges: JSON.stringify([person.badge]) }).where('id', '=', user.id).execute();
  }
  // The demo addresses receive no mail, so the seed proves them (DESIGN §7.4): the demo people message
  // and connect. Also an account seeded before proofs existed (still at this address, so unproven).
  if (!user.email_verified_at) {
    await db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.id).where('email_verified_at', 'is', null).execute();
  }
  const profile = submittedProfile(person);
  if (user.profile === '{}' || !user.profile_pic) {
    const picture = user.profile_pic ? undefined : (await storeMedia(media, avatarPng(person.key), PROFILE_PICTURE_UPLOAD)).name;
    await updateUserProfile(db, user.id, (current) => (Object.keys(current).length ? current : profile), picture);
  }
  return { id: user.id, name: String(profile.Username), created };
}
