import { HUSTLER_SKILLS, INTEREST_AREAS, INVESTOR_TYPES } from '@startupsetu/server-core/contract/profile-choices';
import { STAGES } from '@startupsetu/server-core/contract/startup-fields';
import type { Role } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import type { ProfileDetails } from '@startupsetu/server-core/repositories/profile-details';
import type { FieldRule, FormRules } from '../../forms/form-fields';
import { checkChequeRange, INVESTOR_DETAIL_DOCS, INVESTOR_DETAIL_RULES, investorDetails } from './investor-profile-fields';

// The spec's profile forms (section 3) and the update form (section 5): their fields, rules and
// replies. Every form may also carry the file `profilePic`.

/** The onboarding stages are the startups' stages: one list (DESIGN §7.3). */
export const HUSTLER_STAGES = STAGES;
export const UPDATE_STAGES = ['Ideation', 'Development', 'Launch', 'Growth'] as const;

export const PROFILE_PICTURE_FIELD = 'profilePic';

export interface ProfileForm {
  /** Only accounts of this role may send the form; any account when absent. */
  role?: Role;
  rules: FormRules;
  /** Filled in where neither the form nor the stored profile has a value. */
  defaults?: ProfileDetails;
  /** Checks across fields and derived fields, once each field is valid. */
  complete?: (submitted: ProfileDetails) => ProfileDetails;
  /** Checks of the profile as it would be saved (the submitted fields over the stored ones). */
  checkSaved?: (profile: ProfileDetails) => void;
  /** The OpenAPI document's own description of fields whose rules read them as text. */
  fieldDocs?: Readonly<Record<string, object>>;
  successMessage: string;
  /** The client of this form shows the reply's `error`, so errors carry their message there too. */
  messageInErrorField?: boolean;
  /** Fields of other forms: refused with a message naming the field and the form's role. */
  foreignFields?: readonly string[];
}

const text: FieldRule = { type: 'text' };
const list: FieldRule = { type: 'list' };
const scale: FieldRule = { type: 'integer', min: 1, max: 10 };

export const HUSTLER_FORM: ProfileForm = {
  role: 'Hustler',
  rules: {
    Username: text,
    phoneno: text,
    bio: text,
    project: text,
    currentStage: { type: 'choice', values: HUSTLER_STAGES },
    skills: { type: 'choices', values: HUSTLER_SKILLS },
    currentWork: text,
    contribution: text,
  },
  defaults: { currentStage: 'ideation' },
  successMessage: 'Hustler profile updated successfully',
};

export const COFOUNDER_FORM: ProfileForm = {
  role: 'Cofounder',
  rules: { Username: text, phoneno: text, bio: text, skills: list, dreamProject: text, superpower: text },
  successMessage: 'Cofounder profile updated successfully',
};

export const INVESTOR_FORM: ProfileForm = {
  role: 'Investor',
  rules: {
    Username: text,
    contactEmail: { type: 'email' },
    phoneno: text,
    adventureAlert: scale,
    investorType: { type: 'choice', values: INVESTOR_TYPES },
    interestAreas: { type: 'choices', values: INTEREST_AREAS },
    explorationPreference: scale,
    excitement: text,
    // Not the spec's: what founders look for (DESIGN §7.4), all optional.
    ...INVESTOR_DETAIL_RULES,
  },
  defaults: { adventureAlert: 5, explorationPreference: 5 },
  // The investor list shows displayName.
  complete: (submitted) =>
    investorDetails(submitted.Username === undefined ? submitted : { ...submitted, displayName: submitted.Username }),
  checkSaved: checkChequeRange,
  fieldDocs: INVESTOR_DETAIL_DOCS,
  successMessage: 'Profile updated successfully!',
};

export const JOBSEEKER_FORM: ProfileForm = {
  role: 'Jobseeker',
  // city is not the spec's: jobs for you (DESIGN §7.3) list the jobs of the job seeker's city.
  rules: { Username: text, desiredRole: text, experience: text, skills: list, aboutMe: text, city: text },
  successMessage: 'Jobseeker profile updated successfully',
};

export const UPDATE_PROFILE_FORM: ProfileForm = {
  rules: {
    Username: text,
    phoneno: text,
    bio: text,
    project: text,
    currentStage: { type: 'choice', values: UPDATE_STAGES },
    skills: list,
    currentWork: text,
    contribution: text,
  },
  defaults: { currentStage: 'Ideation' },
  complete: (submitted) => {
    const message = 'Project is required';
    if (!submitted.project) throw new HttpError(400, message, undefined, { error: message });
    return submitted;
  },
  successMessage: 'Profile updated successfully!',
  messageInErrorField: true,
};

/**
 * `PUT /api/userprofile/me`: any subset of the caller's own role's fields, nothing required, no
 * defaults (values not sent are kept). A Hustler's stage may be an onboarding or an update stage,
 * and skills free text as the update form sends them.
 */
export function ownProfileForm(role: Role): ProfileForm {
  const base = { Hustler: HUSTLER_FORM, Cofounder: COFOUNDER_FORM, Investor: INVESTOR_FORM, Jobseeker: JOBSEEKER_FORM }[role];
  const rules: FormRules =
    role === 'Hustler'
      ? { ...base.rules, currentStage: { type: 'choice', values: [...HUSTLER_STAGES, ...UPDATE_STAGES] }, skills: list }
      : base.rules;
  const every = [HUSTLER_FORM, COFOUNDER_FORM, INVESTOR_FORM, JOBSEEKER_FORM].flatMap((form) => Object.keys(form.rules));
  return {
    role,
    rules,
    complete: base.complete,
    checkSaved: base.checkSaved,
    fieldDocs: base.fieldDocs,
    successMessage: 'Profile updated successfully!',
    foreignFields: [...new Set(every)].filter((field) => !(field in rules)),
  };
}
