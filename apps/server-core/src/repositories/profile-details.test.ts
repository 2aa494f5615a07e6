import { describe, expect, it } from 'vitest';
import { parseProfile, userDisplayName, userListColumns, userSearchColumns, withoutPrivateFields } from './profile-details';

describe('userSearchColumns', () => {
  const profile = {
    Username: '  Zara ',
    displayName: 'Zara Fund',
    bio: 'Fintech',
    skills: ['Rust', 'Go', 7, null],
    superpower: 'Calm',
    project: 'Hidden for cofounders',
    phoneno: '555',
    interestAreas: ['Something Else'],
    explorationPreference: 8,
  };

  it.each([
    ['Cofounder', 'zara\nrust\ngo\n7\nfintech\ncalm'],
    ['Hustler', 'zara\nfintech\nhidden for cofounders\nrust\ngo\n7'],
    // An investor's firm and thesis (bio) too (DESIGN §7.4).
    ['Investor', 'zara\nzara fund\nsomething else\nfintech'],
    ['Jobseeker', 'zara\nrust\ngo\n7'],
  ] as const)('searches the %s fields only, lower-cased', (role, text) => {
    expect(userSearchColumns(role, profile)).toEqual({ search_text: text, search_name: 'zara\nzara fund' });
  });

  it('reads the JSON text as stored', () => {
    expect(userSearchColumns('Jobseeker', '{"aboutMe":"Hi"}').search_text).toBe('hi');
    expect(userSearchColumns('Jobseeker', 'not json')).toEqual({ search_text: '', search_name: '' });
  });
});

describe('withoutPrivateFields', () => {
  it('drops the phone number and the contact email only', () => {
    expect(withoutPrivateFields({ Username: 'a', phoneno: '1', contactEmail: 'c@d.e', profilePic: null })).toEqual({
      Username: 'a',
      profilePic: null,
    });
  });
});

describe('parseProfile', () => {
  it.each(['[]', 'null', '"text"', '{'])('answers {} for %s', (text) => {
    expect(parseProfile(text)).toEqual({});
  });
});

describe('userDisplayName', () => {
  it('uses the Username, trimmed', () => {
    expect(userDisplayName({ email: 'ravi@example.com', profile: '{"Username":"  Ravi K "}' })).toBe('Ravi K');
  });

  it.each([
    ['no profile', '{}'],
    ['a blank Username', '{"Username":"   "}'],
    ['a Username that is not text', '{"Username":42}'],
    ['a broken profile', 'not json'],
  ])('falls back to the part of the email before @ with %s', (_case, profile) => {
    expect(userDisplayName({ email: 'asha.v@example.com', profile })).toBe('asha.v');
  });
});

describe('userListColumns', () => {
  it("flags a Username and keeps the role's filterable values as lower-cased lines", () => {
    expect(userListColumns('Hustler', { Username: ' Asha ', currentStage: 'preSeed', skills: ['Networking', ' Fast  Execution '] })).toEqual({
      has_username: 1,
      filter_text: '\nskills=networking\nskills=fast execution\ncurrentstage=preseed\n',
    });
    expect(userListColumns('Investor', { interestAreas: ['Something Else'], investorType: 'curious', excitement: 'AI' })).toEqual({
      has_username: 0,
      filter_text: '\ninterestareas=something else\ninvestortype=curious\n',
    });
  });

  it("puts a job seeker's desired role last (it is matched by part) and reads bad JSON as empty", () => {
    expect(userListColumns('Jobseeker', '{"desiredRole":"Data\\nAnalyst","skills":["SQL"],"Username":"  "}')).toEqual({
      has_username: 0,
      filter_text: '\nskills=sql\ndesiredrole=data analyst\n',
    });
    expect(userListColumns('Cofounder', 'not json')).toEqual({ has_username: 0, filter_text: '' });
  });
});
