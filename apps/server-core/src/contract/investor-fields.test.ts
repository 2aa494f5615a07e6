import { describe, expect, it } from 'vitest';
import { CHEQUE_SIZES, formatCheque, MAX_CHEQUE, sectorOf, stageOf, webAddressOf } from './investor-fields';
import { formatPay, formatRupeeRange, formatRupees } from './job-fields';

describe('rupees, as formatPay writes them', () => {
  it('in lakhs and crores', () => {
    expect([50_000, 100_000, 2_500_000, 7_550_000, 10_000_000, 25_000_000, MAX_CHEQUE].map(formatRupees)).toEqual([
      '₹50,000',
      '₹1 L',
      '₹25 L',
      '₹75.5 L',
      '₹1 Cr',
      '₹2.5 Cr',
      '₹100 Cr',
    ]);
    // The one formatter: a CTC's lakhs are the same lakhs.
    expect(formatPay({ ctcMin: 2_500_000, ctcMax: null, stipend: null })).toBe('₹25 LPA');
  });

  it('a cheque range, either end, or none', () => {
    expect(formatCheque({ chequeMin: 2_500_000, chequeMax: 10_000_000 })).toBe('₹25 L – ₹1 Cr');
    expect(formatCheque({ chequeMin: 5_000_000, chequeMax: 5_000_000 })).toBe('₹50 L');
    expect(formatCheque({ chequeMin: 2_500_000 })).toBe('From ₹25 L');
    expect(formatCheque({ chequeMax: 10_000_000 })).toBe('Up to ₹1 Cr');
    expect(formatCheque({})).toBeNull();
    expect(formatRupeeRange(null, null)).toBeNull();
  });

  it('offers cheque sizes from ₹1 L to ₹100 Cr', () => {
    expect(CHEQUE_SIZES.map(formatRupees)).toEqual(['₹1 L', '₹5 L', '₹10 L', '₹25 L', '₹50 L', '₹1 Cr', '₹2 Cr', '₹5 Cr', '₹10 Cr', '₹25 Cr', '₹50 Cr', '₹100 Cr']);
    expect(Math.max(...CHEQUE_SIZES)).toBe(MAX_CHEQUE);
  });
});

describe('the one lists, read forgivingly', () => {
  it('stages by key or words', () => {
    expect(['seed', 'Seed', 'Pre-Seed', 'preseed', 'series a', 'seriesA', 'GROWTH'].map(stageOf)).toEqual(['seed', 'seed', 'preSeed', 'preSeed', 'seriesA', 'seriesA', 'growth']);
    expect(stageOf('Series Z')).toBeUndefined();
    expect(stageOf('Launch')).toBeUndefined();
  });

  it('sectors by name, however cased', () => {
    expect(sectorOf('fintech')).toBe('Fintech');
    expect(sectorOf('consumer & d2c')).toBe('Consumer & D2C');
    expect(sectorOf('Spacetech')).toBeUndefined();
  });

  it('web addresses of a named http(s) host', () => {
    expect(webAddressOf('acme.in')).toBe('https://acme.in');
    expect(webAddressOf(' http://acme.in/about ')).toBe('http://acme.in/about');
    for (const bad of ['javascript:alert(1)', 'not a site', 'localhost', 'ftp://acme.in', `https://${'a'.repeat(200)}.in`]) expect(webAddressOf(bad), bad).toBeUndefined();
  });
});
