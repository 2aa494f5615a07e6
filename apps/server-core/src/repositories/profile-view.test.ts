import { describe, expect, it } from 'vitest';
import { profileView } from './profile-view';

describe('profileView', () => {
  it('answers what the forms store as stored, with the picture', () => {
    const stored = { Username: 'Asha', skills: ['Go', 'SQL'], adventureAlert: 7, phoneno: '555' };
    expect(profileView(stored, '/media/a.png')).toEqual({ ...stored, profilePic: '/media/a.png' });
  });

  it("reads an older client's text as the field's type: a scale as a number, a list as its items", () => {
    expect(profileView({ explorationPreference: ' 8 ', skills: 'React, ,Sales', interestAreas: ['Fintech', 7, null], bio: 42 }, null)).toEqual({
      explorationPreference: 8,
      skills: ['React', 'Sales'],
      interestAreas: ['Fintech', '7'],
      bio: '42',
      profilePic: null,
    });
  });

  it('leaves out fields no reply names and values that cannot be read as their type', () => {
    expect(profileView({ legacy: 'x', adventureAlert: 'high', Username: { first: 'A' }, project: null }, null)).toEqual({ profilePic: null });
  });
});
