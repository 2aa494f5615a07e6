import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=10-10', { start: 10, end: 10 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['BYTES=1-2', { start: 1, end: 2 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0'])('answers unsatisfiable for %s', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it('answers unsatisfiable for any range of an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-6', 'bytes=a-b', 'bytes=99999999999999999999-'])(
    'sends the whole file for %j',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeNull();
    },
  );
});
