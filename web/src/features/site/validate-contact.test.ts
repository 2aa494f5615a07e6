import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX, NAME_MAX, trimContact, validateContact } from './validate-contact';

const valid = { name: 'Asha Rao', email: 'asha@example.in', message: 'I would like to pitch my idea.' };

describe('validateContact', () => {
  it('accepts a filled form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('asks for every missing field, treating blanks as missing', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n\t' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('rejects an email that is not of email format', () => {
    for (const email of ['asha', 'asha@', 'asha@example', 'asha @example.in']) {
      expect(validateContact({ ...valid, email }).email).toBe('Please enter a valid email address');
    }
    expect(validateContact({ ...valid, email: '  asha@example.in  ' })).toEqual({});
  });

  it("keeps to the server's lengths", () => {
    expect(validateContact({ ...valid, name: 'a'.repeat(NAME_MAX) })).toEqual({});
    expect(validateContact({ ...valid, name: 'a'.repeat(NAME_MAX + 1) }).name).toBe('Name must be at most 100 characters');
    expect(validateContact({ ...valid, message: 'a'.repeat(MESSAGE_MAX + 1) }).message).toBe(
      'Message must be at most 5000 characters',
    );
  });
});

describe('trimContact', () => {
  it('trims every field', () => {
    expect(trimContact({ name: ' Asha ', email: ' a@b.in ', message: ' Hi \n' })).toEqual({ name: 'Asha', email: 'a@b.in', message: 'Hi' });
  });
});
