import { describe, expect, it } from 'vitest';
import { buildProfileFormData } from './build-form-data';
import { initialValues } from '../../entities/profile-form/profile-field-spec';
import { ROLE_FORMS, type RoleFormName } from '../../entities/profile-form/role-profile-forms';

function build(name: RoleFormName, typed: Record<string, string | string[]>, picture: File | null = null) {
  const form = ROLE_FORMS[name];
  return buildProfileFormData(form.fields, { ...initialValues(form.fields), ...typed }, picture, {
    omitEmpty: form.omitEmpty,
  });
}

const entries = (form: FormData) => [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']);

describe('Hustler form body', () => {
  it('starts on the ideation stage and repeats the skills field per chosen skill', () => {
    const form = build('hustler', { Username: ' Asha ', skills: ['Fast Execution', 'Networking'] });
    expect(form.get('Username')).toBe('Asha');
    expect(form.get('currentStage')).toBe('ideation');
    expect(form.getAll('skills')).toEqual(['Fast Execution', 'Networking']);
    expect(form.get('bio')).toBe('');
  });

  it('sends no skills field when none is chosen', () => {
    expect(build('hustler', {}).has('skills')).toBe(false);
  });

  it('sends exactly the contract fields', () => {
    expect(new Set(build('hustler', {}).keys())).toEqual(
      new Set(['Username', 'phoneno', 'bio', 'project', 'currentStage', 'currentWork', 'contribution']),
    );
  });
});

describe('Cofounder form body', () => {
  it('sends the skills as one comma-joined field without empties', () => {
    const form = build('cofounder', { skills: ' Design , Sales,, Growth ' });
    expect(form.getAll('skills')).toEqual(['Design,Sales,Growth']);
    expect(new Set(form.keys())).toEqual(new Set(['Username', 'phoneno', 'bio', 'skills', 'dreamProject', 'superpower']));
  });
});

describe('Investor form body', () => {
  it('sends adventureAlert and explorationPreference as 5 by default', () => {
    const form = build('investor', {});
    expect(form.get('adventureAlert')).toBe('5');
    expect(form.get('explorationPreference')).toBe('5');
  });

  it('leaves out an unchosen investor type and repeats interest areas', () => {
    const form = build('investor', { interestAreas: ['Creative Arts & Media', 'Something Else'] });
    expect(form.has('investorType')).toBe(false);
    expect(form.getAll('interestAreas')).toEqual(['Creative Arts & Media', 'Something Else']);
    expect(build('investor', { investorType: 'wealthWizard' }).get('investorType')).toBe('wealthWizard');
  });

  it('sends a moved exploration preference', () => {
    expect(build('investor', { explorationPreference: '9' }).get('explorationPreference')).toBe('9');
  });
});

describe('Jobseeker form body', () => {
  it('leaves out every empty field', () => {
    expect(entries(build('jobseeker', { Username: '  ', skills: ' , ' }))).toEqual([]);
  });

  it('sends the filled fields, skills comma-joined', () => {
    const form = build('jobseeker', { desiredRole: 'Designer', experience: 'A fintech app', skills: 'Figma, UX' });
    expect(entries(form)).toEqual([
      ['desiredRole', 'Designer'],
      ['experience', 'A fintech app'],
      ['skills', 'Figma,UX'],
    ]);
  });
});

describe('profile picture', () => {
  it('is sent as profilePic when chosen', () => {
    const picture = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    const form = build('jobseeker', {}, picture);
    expect(form.get('profilePic')).toBeInstanceOf(File);
    expect((form.get('profilePic') as File).name).toBe('me.png');
  });
});

describe('Investor form body with what founders look for (DESIGN §7.4)', () => {
  it('sends the amounts, choices and portfolio filled in, and leaves out those not', async () => {
    const { INVESTOR_DETAIL_FIELDS } = await import('../../entities/profile-form/investor-detail-fields');
    const { portfolioValue } = await import('../../entities/profile-form/portfolio-value');
    const fields = [...ROLE_FORMS.investor.fields, ...INVESTOR_DETAIL_FIELDS];
    const values = { ...initialValues(fields), chequeMin: '2500000', sectors: ['Fintech', 'SaaS'], portfolio: portfolioValue([{ name: 'A', url: '' }]) };
    const form = buildProfileFormData(fields, values, null);
    expect(form.get('chequeMin')).toBe('2500000');
    expect(form.has('chequeMax')).toBe(false);
    expect(form.getAll('sectors')).toEqual(['Fintech', 'SaaS']);
    expect(form.has('stages')).toBe(false);
    expect(form.get('portfolio')).toBe('[{"name":"A"}]');
    expect(buildProfileFormData(fields, initialValues(fields), null).has('portfolio')).toBe(false);
  });
});
