import type { ProfileDetails } from '../../types/api';
import { listOf } from '../../entities/person/profile-text';

/** Spec §5: the update form's own stage list (not onboarding's), Ideation by default. */
export const UPDATE_STAGES = ['Ideation', 'Development', 'Launch', 'Growth'] as const;

export interface UpdateValues {
  Username: string;
  phoneno: string;
  bio: string;
  project: string;
  currentStage: string;
  skills: string;
  currentWork: string;
  contribution: string;
}

/** The stored stage when it is one of the four choices (any case), else the default. */
export function stageChoice(stage: string | undefined): string {
  const wanted = stage?.trim().toLowerCase();
  return UPDATE_STAGES.find((choice) => choice.toLowerCase() === wanted) ?? 'Ideation';
}

/**
 * The stored stage when the four choices cannot show it (an onboarding stage such as preSeed): the
 * select offers it as its own current option, so saving keeps it unless the user picks another.
 */
export function unlistedStage(stage: unknown): string | undefined {
  if (typeof stage !== 'string' || !stage.trim()) return undefined;
  return stageChoice(stage).toLowerCase() === stage.trim().toLowerCase() ? undefined : stage;
}

/** Skills as the form shows them: trimmed, comma separated. */
export function skillsText(skills: unknown): string {
  return listOf(skills).join(', ');
}

/** The form prefilled from the signed-in user's profile. */
export function valuesFromProfile(details: Partial<ProfileDetails> | undefined): UpdateValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    Username: text(details?.Username),
    phoneno: text(details?.phoneno),
    bio: text(details?.bio),
    project: text(details?.project),
    currentStage: unlistedStage(details?.currentStage) ?? stageChoice(details?.currentStage),
    skills: skillsText(details?.skills),
    currentWork: text(details?.currentWork),
    contribution: text(details?.contribution),
  };
}

export function validateUpdate(values: UpdateValues): Partial<Record<keyof UpdateValues, string>> {
  return values.project.trim() ? {} : { project: 'Project is required' };
}

const sentValue = (name: string, value: string) => (name === 'skills' ? listOf(value).join(',') : value.trim());

/**
 * The PUT /api/userprofile/me body: only the fields the user changed (an emptied one clears it),
 * skills as one comma-joined field, then the picture. What was not touched is not sent, so the
 * server keeps it as stored.
 */
export function buildUpdateFormData(initial: UpdateValues, values: UpdateValues, picture: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values) as [keyof UpdateValues, string][]) {
    const sent = sentValue(name, value);
    if (sent !== sentValue(name, initial[name])) form.append(name, sent);
  }
  if (picture) form.append('profilePic', picture);
  return form;
}
