import { describe, expect, it } from 'vitest';
import { CHEQUE_STEPS, chequeBand, investorFilterRows, portfolioOf } from './investor-filters';

describe('investor_filters rows of a profile', () => {
  it('a row per stage, sector, stage and sector, city and cheque step, each in list order', () => {
    const rows = investorFilterRows('abc', 1, {
      stages: ['seed', 'preSeed'],
      sectors: ['Fintech', 'Consumer & D2C'],
      cities: ['Pune', ' pune ', 'New  Delhi'],
      chequeMin: 2_500_000,
      chequeMax: 10_000_000,
    });
    expect(rows.map((row) => row.filter_key).sort()).toEqual(
      [
        'stage=seed',
        'stage=preSeed',
        'sector=fintech',
        'sector=consumer & d2c',
        'stage=seed|sector=fintech',
        'stage=seed|sector=consumer & d2c',
        'stage=preSeed|sector=fintech',
        'stage=preSeed|sector=consumer & d2c',
        'city=pune',
        'city=new delhi',
        // ₹25 L, ₹50 L and ₹1 Cr are steps 3, 4 and 5.
        'cheque=3',
        'cheque=4',
        'cheque=5',
      ].sort(),
    );
    expect(new Set(rows.map((row) => row.list_key))).toEqual(new Set(['1-abc']));
    expect(rows.every((row) => row.cheque_min === 2_500_000 && row.cheque_max === 10_000_000)).toBe(true);
  });

  it('an open end reaches the end of the ladder; nothing for the spec’s fields alone', () => {
    const from = investorFilterRows('x', 0, { chequeMin: 50_000_000 }).map((row) => row.filter_key);
    expect(from).toEqual(['cheque=7', 'cheque=8', 'cheque=9', 'cheque=10']);
    expect(investorFilterRows('x', 0, { chequeMax: 500_000 }).map((row) => row.filter_key)).toEqual(['cheque=0', 'cheque=1']);
    expect(investorFilterRows('x', 0, { Username: 'A', interestAreas: ['Something Else'], stages: ['megaRound'] })).toEqual([]);
  });

  it('steps: the last whose floor is at most the amount', () => {
    expect(CHEQUE_STEPS[chequeBand(5_000_000)]).toBe(5_000_000);
    expect(CHEQUE_STEPS[chequeBand(4_999_999)]).toBe(2_500_000);
    expect(chequeBand(0)).toBe(0);
    expect(chequeBand(1_000_000_000)).toBe(CHEQUE_STEPS.length - 1);
  });

  it('reads a stored portfolio as replies carry it', () => {
    expect(portfolioOf([{ name: ' Acme ', url: 'https://acme.in' }, { name: '' }, 'text', { name: 'Solo', url: '' }])).toEqual([
      { name: 'Acme', url: 'https://acme.in' },
      { name: 'Solo' },
    ]);
    expect(portfolioOf('Acme')).toEqual([]);
  });
});
