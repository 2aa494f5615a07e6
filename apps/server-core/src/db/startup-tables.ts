import type { ColumnType } from 'kysely';
import type { MemberRole, MemberStatus, Sector, Stage } from '../contract/startup-fields';

// The tables of migration 0021, kept beside schema.ts (which lists them in DatabaseSchema).

/** A startup's page (DESIGN §7.3, migration 0021); the slug is unique and kept when the name changes. */
export interface StartupsTable {
  id: string;
  slug: string;
  name: string;
  /** File name under the media directory, or null. */
  logo: string | null;
  one_liner: string;
  description: string;
  sector: Sector;
  stage: Stage;
  city: string;
  /** The city lower-cased and trimmed (the directory's filter); search_text: name and one-liner, lower-cased. */
  city_key: string;
  founded_year: number | null;
  team_size: number | null;
  website: string | null;
  dpiit_number: string | null;
  /** The badges standing (DPIIT-recognised), as JSON; null for none (migration 0031). */
  badges: ColumnType<string | null, string | null | undefined, string | null>;
  search_text: string;
  /** Null once the creator's account is gone. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One person at one startup: invited until they accept, then active; invited_by is null for the creator. */
export interface StartupMembersTable {
  startup_id: string;
  user_id: string;
  title: string;
  role: MemberRole;
  status: MemberStatus;
  invited_by: string | null;
  created_at: string;
}
