import { describe, expect, it } from 'vitest';
import { validateInvestorValues } from './investor-detail-fields';
import { portfolioJson, portfolioValue } from './portfolio-value';

describe('validateInvestorValues', () => {
  it('takes what the server takes', () => {
    expect(validateInvestorValues({ chequeMin: '2500000', chequeMax: '10000000', cities: 'Pune, Mumbai', portfolio: portfolioValue([{ name: 'PaySetu', url: 'paysetu.in' }]) })).toEqual({});
    expect(validateInvestorValues({ chequeMin: '', chequeMax: '100000' })).toEqual({});
  });

  it('says what it would refuse, by field', () => {
    expect(validateInvestorValues({ chequeMin: '10000000', chequeMax: '2500000' })).toEqual({ chequeMin: 'Cheque size from must not be above cheque size up to' });
    expect(validateInvestorValues({ cities: Array.from({ length: 11 }, (_, i) => `C${i}`).join(',') })).toEqual({ cities: 'Name at most 10 cities' });
    expect(validateInvestorValues({ portfolio: portfolioValue([{ name: '', url: 'a.in' }]) })).toEqual({ portfolio: 'Company 1 needs a name' });
    expect(validateInvestorValues({ portfolio: portfolioValue([{ name: 'A', url: '' }, { name: 'B', url: 'javascript:x' }]) }).portfolio).toMatch(/^Company 2: the website/);
  });

  it('sends the filled rows only, trimmed', () => {
    expect(portfolioJson(portfolioValue([{ name: ' A ', url: '' }, { name: '', url: ' ' }, { name: 'B', url: 'b.in' }]))).toBe(JSON.stringify([{ name: 'A' }, { name: 'B', url: 'b.in' }]));
  });
});
