import { describe, expect, it } from 'vitest';
import { investorFacts, portfolioLine } from './investor-facts';

describe('investorFacts', () => {
  it("says what founders look for in words: the cheque range in ₹, stages as the startups' list names them", () => {
    const details = {
      firm: 'Kaveri Capital',
      chequeMin: 2_500_000,
      chequeMax: 10_000_000,
      stages: ['preSeed', 'seed'],
      sectors: ['Fintech'],
      portfolio: [{ name: 'PaySetu', url: 'https://www.paysetu.in/' }, { name: 'Stealth' }],
    };
    expect(investorFacts(details)).toEqual([
      { label: 'Firm', value: 'Kaveri Capital' },
      { label: 'Cheque size', value: '₹25 L – ₹1 Cr' },
      { label: 'Stages', value: ['Pre-Seed', 'Seed'] },
      { label: 'Sectors', value: ['Fintech'] },
      { label: 'Cities', value: [] },
      { label: 'Portfolio', value: ['PaySetu (paysetu.in)', 'Stealth'] },
    ]);
    expect(investorFacts(details, { short: true }).map((fact) => fact.label)).not.toContain('Portfolio');
  });

  it('writes a company as its name and its site', () => {
    expect(portfolioLine({ name: 'A', url: 'http://a.in' })).toBe('A (a.in)');
    expect(portfolioLine({ name: 'B' })).toBe('B');
  });
});
