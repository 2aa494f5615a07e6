import { describe, expect, it } from 'vitest';
import { fitOf } from './suggestion-ranking';

describe('fitOf', () => {
  const hustler = { role: 'Hustler' as const, profile: { skills: ['Networking', 'Fast Execution'] } };

  it('names shared skills first', () => {
    const fit = fitOf(hustler, { role: 'Cofounder', profile: { skills: 'networking, Sales' } });
    expect(fit?.reason).toBe('Shares your skills: networking');
  });

  it("says what an investor looks for, and ranks a complementary role above the caller's own", () => {
    const investor = fitOf(hustler, { role: 'Investor', profile: { interestAreas: ['Tech and App Development', 'Social Impact Projects'] } });
    const peer = fitOf(hustler, { role: 'Hustler', profile: {} });
    expect(investor?.reason).toBe('Investor interested in Tech and App Development and Social Impact Projects');
    expect(investor!.score).toBeGreaterThan(peer!.score);
  });

  it("describes a founder's project and stage to an investor", () => {
    const fit = fitOf({ role: 'Investor', profile: {} }, { role: 'Hustler', profile: { project: 'Setu', currentStage: 'preSeed' } });
    expect(fit?.reason).toBe('Founder building Setu (Pre-Seed stage)');
  });

  it('suggests no role the caller does not need', () => {
    expect(fitOf({ role: 'Jobseeker', profile: {} }, { role: 'Investor', profile: {} })).toBeUndefined();
  });
});
