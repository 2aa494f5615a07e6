import type { Flag, Role } from '../db/schema';
import type { Badge } from '../contract/verification-fields';
import { mediaUrl, proofOf } from './users-repository';
import { parseProfile, withoutPrivateFields } from './profile-details';
import { profileView, type ProfileView } from './profile-view';

// A person as another user sees them on a card (DESIGN §6.1): the public user view without email.

export interface PersonCard {
  _id: string;
  role: Role;
  verified: boolean;
  badges: Badge[];
  profiledetails: ProfileView;
}

/** What a query joined to `users as u` selects for a card. */
export const PERSON_COLUMNS = ['u.id as user_id', 'u.role', 'u.verified', 'u.badges', 'u.profile', 'u.profile_pic'] as const;

export interface PersonRow {
  user_id: string;
  role: Role;
  verified: Flag;
  badges: string | null;
  profile: string;
  profile_pic: string | null;
}

export function personCard(row: PersonRow): PersonCard {
  return {
    _id: row.user_id,
    role: row.role,
    ...proofOf(row),
    profiledetails: withoutPrivateFields(profileView(parseProfile(row.profile), mediaUrl(row.profile_pic))),
  };
}
