import { describe, expect, it } from 'vitest';
import { withoutPerson } from './person-removal';

describe('withoutPerson', () => {
  it('drops the person from the pages of a list, keeping everyone else in order', () => {
    const data = { pages: [{ data: [{ _id: 'a' }, { _id: 'b' }] }, { data: [{ _id: 'c' }] }], pageParams: [null, 'x'] };
    expect(withoutPerson(data, 'b')).toEqual({ pages: [{ data: [{ _id: 'a' }] }, { data: [{ _id: 'c' }] }], pageParams: [null, 'x'] });
  });

  it('returns the same value when the person is not there', () => {
    const data = { pages: [{ data: [{ _id: 'a' }] }] };
    expect(withoutPerson(data, 'z')).toBe(data);
    expect(withoutPerson(undefined, 'z')).toBeUndefined();
  });

  it('drops them from a plain array too', () => {
    expect(withoutPerson([{ _id: 'a' }, { _id: 'b' }], 'a')).toEqual([{ _id: 'b' }]);
  });
});
