import type { FieldSpec } from './profile-field-spec';
import { HUSTLER_SKILLS, INTEREST_AREAS } from '@startupsetu/server-core/contract/profile-choices';
import { choicesOf, HUSTLER_STAGE_OPTIONS, INVESTOR_TYPE_OPTIONS } from './role-form-choices';
import { ROLE_FORM_TITLES, type RoleFormName } from './role-form-titles';

export interface RoleForm {
  title: string;
  lead: string;
  /** The contract's multipart endpoint for this role. */
  endpoint: string;
  /** Where 'Skip for Now' goes (spec §2). */
  dashboard: string;
  fields: FieldSpec[];
  /** Spec §8's success alert. */
  successText: string;
  /** When set, the failure alert always reads this and the server's reason is shown under the form (Investor, spec §8). */
  failureText?: string;
  /** Spec §5: the Jobseeker submit leaves out empty fields. */
  omitEmpty?: boolean;
}

const username: FieldSpec = { kind: 'text', name: 'Username', label: 'Username', autoComplete: 'username' };
const phone: FieldSpec = { kind: 'tel', name: 'phoneno', label: 'Phone Number', autoComplete: 'tel' };
const bio: FieldSpec = { kind: 'textarea', name: 'bio', label: 'Bio' };
const skillsText: FieldSpec = {
  kind: 'comma-list',
  name: 'skills',
  label: 'Skills',
  hint: 'Separate skills with commas',
  placeholder: 'e.g. Design, Marketing, React',
};

const hustler: RoleForm = {
  title: ROLE_FORM_TITLES.hustler,
  lead: 'Tell the community about you and the idea you are building.',
  endpoint: '/api/userprofile/Hustler',
  dashboard: '/dashboard/Hustler',
  successText: 'Hustler profile updated successfully',
  fields: [
    username,
    phone,
    bio,
    { kind: 'text', name: 'project', label: 'Project' },
    {
      kind: 'select',
      name: 'currentStage',
      label: 'Current Stage',
      defaultValue: 'ideation',
      options: HUSTLER_STAGE_OPTIONS,
    },
    {
      kind: 'checkboxes',
      name: 'skills',
      label: 'Skills',
      options: choicesOf(HUSTLER_SKILLS),
    },
    { kind: 'textarea', name: 'currentWork', label: 'Current Work' },
    { kind: 'textarea', name: 'contribution', label: 'Contribution' },
  ],
};

const cofounder: RoleForm = {
  title: ROLE_FORM_TITLES.cofounder,
  lead: 'Show founders what you bring to a team.',
  endpoint: '/api/userprofile/cofounder',
  dashboard: '/dashboard/cofounder',
  successText: 'Cofounder profile updated successfully',
  fields: [
    username,
    phone,
    bio,
    skillsText,
    { kind: 'textarea', name: 'dreamProject', label: 'Dream Project' },
    { kind: 'text', name: 'superpower', label: 'Superpower' },
  ],
};

const investor: RoleForm = {
  title: ROLE_FORM_TITLES.investor,
  lead: 'Let founders know what excites you.',
  endpoint: '/api/userprofile/Investor',
  dashboard: '/dashboard/Investor',
  successText: 'Profile updated successfully!',
  failureText: 'There was an error submitting your data.',
  fields: [
    username,
    { kind: 'email', name: 'contactEmail', label: 'Contact Email', autoComplete: 'email' },
    phone,
    { kind: 'fixed', name: 'adventureAlert', value: '5' },
    {
      kind: 'select',
      name: 'investorType',
      label: 'Investor Type',
      options: INVESTOR_TYPE_OPTIONS,
    },
    {
      kind: 'checkboxes',
      name: 'interestAreas',
      label: 'Interest Areas',
      options: choicesOf(INTEREST_AREAS),
    },
    {
      kind: 'range',
      name: 'explorationPreference',
      label: 'Exploration Preference',
      hint: 'From 1 (stick to what I know) to 10 (anything new)',
      min: 1,
      max: 10,
      defaultValue: 5,
    },
    { kind: 'textarea', name: 'excitement', label: 'Excitement', placeholder: 'What gets you excited about a startup?' },
  ],
};

const jobseeker: RoleForm = {
  title: ROLE_FORM_TITLES.jobseeker,
  lead: 'Tell startups what you want to work on.',
  // The spec's spelling; the server answers /api/userprofile/Jobseeker too.
  endpoint: '/api/usrprofile/Jobseeker',
  dashboard: '/dashboard/jobSeeker',
  successText: 'Jobseeker profile updated successfully',
  omitEmpty: true,
  fields: [
    username,
    { kind: 'text', name: 'desiredRole', label: 'Desired Role' },
    // Not the spec's: jobs for you (DESIGN §7.3) list the jobs of the job seeker's city.
    { kind: 'text', name: 'city', label: 'City', autoComplete: 'address-level2' },
    { kind: 'textarea', name: 'experience', label: 'Dream Project' },
    skillsText,
    { kind: 'textarea', name: 'aboutMe', label: 'About Me' },
  ],
};

export const ROLE_FORMS: Record<RoleFormName, RoleForm> = { hustler, cofounder, investor, jobseeker };
export type { RoleFormName };
