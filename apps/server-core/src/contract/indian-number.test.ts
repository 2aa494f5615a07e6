import { describe, expect, it } from 'vitest';
import { indianNumber } from './indian-number';

describe('indianNumber', () => {
  it("groups whole numbers as toLocaleString('en-IN') does", () => {
    const samples = [0, 7, 42, 999, 1000, 2000, 25_000, 99_999, 100_000, 1_234_567, 10_000_000, 100_000_000, 123_456_789_012, -1500, -1_234_567];
    for (const value of samples) expect(indianNumber(value), String(value)).toBe(value.toLocaleString('en-IN'));
  });

  it('rounds a fraction to the whole number', () => {
    expect(indianNumber(1234.6)).toBe('1,235');
  });
});
