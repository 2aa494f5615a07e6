import { stageLabelOf } from '@startupsetu/server-core/contract/startup-fields';
import type { ProfileDetails, User } from '../../types/api';

/** Lists and feeds leave others' emails out (except where the spec shows one). */
type Named = Partial<Pick<User, 'email'>> & { profiledetails?: Partial<ProfileDetails> | null };

function filled(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The email's part before the at-sign: the name of someone who has not filled a profile yet. */
export function emailName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** Who someone is on screen: their Username, else their display name, else the email's part before @ (when sent), else 'Unknown'. */
export function profileName(user: Named): string {
  return (
    filled(user.profiledetails?.Username) ??
    filled(user.profiledetails?.displayName) ??
    (user.email ? emailName(user.email) : 'Unknown')
  );
}

/** A list as trimmed items without empties: an array, or comma-separated text ('React, ,Sales'). */
export function listOf(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.map((item) => String(item).trim()).filter(Boolean);
}

/** The two stage lists (onboarding: preSeed, seriesA…; update form: Development, Launch…) in words. */
export function stageLabel(stage: string | undefined | null): string | undefined {
  const value = filled(stage);
  if (!value) return undefined;
  return stageLabelOf(value) ?? value;
}

/** Exploration preference is a 1–10 scale (default 5). */
export function explorationLabel(value: number | string | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (!text) return undefined;
  return /^\d+$/.test(text) ? `${text} / 10` : text;
}
