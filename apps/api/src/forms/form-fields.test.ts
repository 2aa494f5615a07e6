import { describe, expect, it } from 'vitest';
import { fieldMaxLengths, parseFormFields, type FormRules } from './form-fields';

const rules: FormRules = {
  name: { type: 'text' },
  email: { type: 'email' },
  stage: { type: 'choice', values: ['a', 'b'] },
  tags: { type: 'choices', values: ['x', 'y', 'z'] },
  skills: { type: 'list' },
  score: { type: 'integer', min: 1, max: 10 },
};

const parse = (entries: [string, string[]][]) => parseFormFields(rules, new Map(entries));
const failure = (entries: [string, string[]][]) => {
  try {
    parse(entries);
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error('expected the fields to be refused');
};

describe('parseFormFields', () => {
  it('trims, converts and leaves out what was not sent', () => {
    expect(
      parse([
        ['name', ['  Asha  ']],
        ['email', [' a@example.com ']],
        ['stage', [' b ']],
        ['tags', ['y', ' x ', 'y', '']],
        ['skills', [' Go, Rust ,,', 'SQL ']],
        ['score', [' 7 ']],
      ]),
    ).toEqual({ name: 'Asha', email: 'a@example.com', stage: 'b', tags: ['y', 'x'], skills: ['Go', 'Rust', 'SQL'], score: 7 });
    expect(parse([])).toEqual({});
  });

  it('keeps an emptied text and email, and treats a blank choice or number as not sent', () => {
    expect(parse([['name', ['  ']], ['email', ['']], ['stage', ['']], ['score', [' ']], ['tags', ['']], ['skills', [' , ']]])).toEqual({
      name: '',
      email: '',
      tags: [],
      skills: [],
    });
  });

  it.each<[string, [string, string[]][], string]>([
    ['an unknown field', [['nickname', ['x']]], 'Unknown field: nickname'],
    ['a single field sent twice', [['name', ['a', 'b']]], 'name must be sent only once'],
    ['a value outside the choice', [['stage', ['c']]], 'stage must be one of a, b'],
    ['one chosen value outside the list', [['tags', ['x', 'w']]], 'tags must be one of x, y, z'],
    ['a malformed email', [['email', ['nope']]], 'email must be a valid email address'],
    ['a number out of range', [['score', ['0']]], 'score must be a whole number from 1 to 10'],
    ['a fraction', [['score', ['2.5']]], 'score must be a whole number from 1 to 10'],
    ['a text of 2001 characters', [['name', ['x'.repeat(2001)]]], 'name must be at most 2000 characters long'],
    ['a list item of 2001 characters', [['skills', ['x'.repeat(2001)]]], 'skills must be at most 2000 characters long'],
    ['a NUL character', [['name', ['a\u0000']]], 'name must not contain NUL characters'],
  ])('refuses %s with 400', (_case, entries, message) => {
    expect(failure(entries)).toEqual({ status: 400, message });
  });

  it('counts the length after trimming', () => {
    expect(parse([['name', [` ${'x'.repeat(2000)} `]]]).name).toHaveLength(2000);
  });
});

describe('per-field text limits', () => {
  const article: FormRules = { title: { type: 'text', maxLength: 5 }, body: { type: 'text', maxLength: 3000 }, tags: { type: 'list' } };

  it('checks each text field against its own limit', () => {
    const values = (title: string, body: string) => new Map([['title', [title]], ['body', [body]]]);
    expect(parseFormFields(article, values(' abcde ', 'b'.repeat(3000)))).toEqual({ title: 'abcde', body: 'b'.repeat(3000) });
    expect(() => parseFormFields(article, values('abcdef', 'b'))).toThrow('title must be at most 5 characters long');
    expect(() => parseFormFields(article, values('a', 'b'.repeat(3001)))).toThrow('body must be at most 3000 characters long');
  });

  it('answers every field’s limit, 2000 characters unless its rule says otherwise', () => {
    expect(fieldMaxLengths(article)).toEqual({ title: 5, body: 3000, tags: 2000 });
  });
});
