import { describe, expect, it } from 'vitest';
import { isInputField, type InputField } from './profile-field-spec';
import { ROLE_FORMS } from './role-profile-forms';

const labels = (fields: InputField[]) => fields.map((field) => field.label);

describe('role forms', () => {
  it('have the spec fields with readable labels', () => {
    expect(labels(ROLE_FORMS.hustler.fields.filter(isInputField))).toEqual([
      'Username', 'Phone Number', 'Bio', 'Project', 'Current Stage', 'Skills', 'Current Work', 'Contribution',
    ]);
    expect(labels(ROLE_FORMS.cofounder.fields.filter(isInputField))).toEqual([
      'Username', 'Phone Number', 'Bio', 'Skills', 'Dream Project', 'Superpower',
    ]);
    expect(labels(ROLE_FORMS.investor.fields.filter(isInputField))).toEqual([
      'Username', 'Contact Email', 'Phone Number', 'Investor Type', 'Interest Areas', 'Exploration Preference', 'Excitement',
    ]);
    expect(labels(ROLE_FORMS.jobseeker.fields.filter(isInputField))).toEqual([
      'Username', 'Desired Role', 'City', 'Dream Project', 'Skills', 'About Me',
    ]);
  });

  it('post to the contract endpoints and skip to the role dashboards', () => {
    expect(Object.values(ROLE_FORMS).map((form) => [form.endpoint, form.dashboard])).toEqual([
      ['/api/userprofile/Hustler', '/dashboard/Hustler'],
      ['/api/userprofile/cofounder', '/dashboard/cofounder'],
      ['/api/userprofile/Investor', '/dashboard/Investor'],
      ['/api/usrprofile/Jobseeker', '/dashboard/jobSeeker'],
    ]);
  });
});
