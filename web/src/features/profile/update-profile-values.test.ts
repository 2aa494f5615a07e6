import { describe, expect, it } from 'vitest';
import {
  buildUpdateFormData,
  skillsText,
  stageChoice,
  validateUpdate,
  valuesFromProfile,
  type UpdateValues,
} from './update-profile-values';

const filled: UpdateValues = {
  Username: ' Asha ',
  phoneno: '98765 43210',
  bio: 'Builder',
  project: ' Krishi ',
  currentStage: 'Launch',
  skills: ' Sales ,, Growth ,',
  currentWork: '',
  contribution: 'Ops',
};

describe('valuesFromProfile', () => {
  it('prefills from the stored profile, skills trimmed and comma separated', () => {
    expect(
      valuesFromProfile({ Username: 'Asha', project: 'Krishi', currentStage: 'Growth', skills: [' Sales', 'Growth '] }),
    ).toEqual({
      Username: 'Asha',
      phoneno: '',
      bio: '',
      project: 'Krishi',
      currentStage: 'Growth',
      skills: 'Sales, Growth',
      currentWork: '',
      contribution: '',
    });
  });

  it('starts on Ideation when no stage is stored, and keeps a stage the choices cannot show', () => {
    expect(valuesFromProfile(undefined).currentStage).toBe('Ideation');
    expect(valuesFromProfile({ currentStage: 'growth' }).currentStage).toBe('Growth');
    expect(valuesFromProfile({ currentStage: 'preSeed' }).currentStage).toBe('preSeed');
  });
});

describe('stageChoice', () => {
  it('matches the four choices whatever their case', () => {
    expect(stageChoice('growth')).toBe('Growth');
    expect(stageChoice('DEVELOPMENT')).toBe('Development');
    expect(stageChoice('seed')).toBe('Ideation');
  });
});

describe('skillsText', () => {
  it('reads an array or comma-separated text', () => {
    expect(skillsText(['a ', ' b'])).toBe('a, b');
    expect(skillsText('a,, b ,')).toBe('a, b');
    expect(skillsText(undefined)).toBe('');
  });
});

describe('validateUpdate', () => {
  it('requires a project', () => {
    expect(validateUpdate({ ...filled, project: '   ' })).toEqual({ project: 'Project is required' });
    expect(validateUpdate(filled)).toEqual({});
  });
});

describe('buildUpdateFormData', () => {
  const initial = valuesFromProfile({ Username: 'Asha', project: 'Krishi', currentStage: 'preSeed', skills: ['Sales', 'Growth'] });

  it('sends only what changed, trimmed, skills as one comma-joined field', () => {
    const form = buildUpdateFormData(initial, { ...initial, bio: ' Builder ', skills: 'Sales ,, Ops ,' }, null);
    expect([...form.entries()]).toEqual([
      ['bio', 'Builder'],
      ['skills', 'Sales,Ops'],
    ]);
  });

  it('keeps a stage the choices cannot show unless another is picked', () => {
    expect(buildUpdateFormData(initial, { ...initial, bio: 'x' }, null).has('currentStage')).toBe(false);
    expect(buildUpdateFormData(initial, { ...initial, currentStage: 'Launch' }, null).get('currentStage')).toBe('Launch');
  });

  it('sends an emptied field empty, and nothing for an untouched form', () => {
    expect([...buildUpdateFormData(initial, { ...initial, Username: '  ' }, null).entries()]).toEqual([['Username', '']]);
    expect([...buildUpdateFormData(initial, { ...initial, skills: ' Sales,Growth ' }, null).entries()]).toEqual([]);
  });

  it('adds the new picture as profilePic', () => {
    const picture = new File([new Uint8Array([0xff, 0xd8])], 'me.jpg', { type: 'image/jpeg' });
    expect(buildUpdateFormData(initial, initial, picture).get('profilePic')).toBeInstanceOf(File);
  });
});
