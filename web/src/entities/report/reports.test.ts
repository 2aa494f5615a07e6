import { describe, expect, it } from 'vitest';
import { categoryLabel, REPORT_CATEGORIES, reportCategoriesFor, validateReport } from './reports';

describe('the report dialog checks', () => {
  it('asks for a reason when none is chosen', () => {
    expect(validateReport({ category: '', comment: '' })).toEqual({ category: 'Choose a reason' });
  });

  it('refuses a reason the server does not know', () => {
    expect(validateReport({ category: 'rude', comment: '' }).category).toBe('Choose a reason');
  });

  it('accepts every listed reason, with or without a comment', () => {
    for (const { value } of REPORT_CATEGORIES) {
      expect(validateReport({ category: value, comment: '' })).toEqual({});
      expect(validateReport({ category: value, comment: 'He asks for money up front.' })).toEqual({});
    }
  });

  it('takes a comment of up to 1000 characters and refuses a longer one', () => {
    expect(validateReport({ category: 'spam', comment: 'a'.repeat(1000) })).toEqual({});
    expect(validateReport({ category: 'spam', comment: 'a'.repeat(1001) }).comment).toMatch(/1000 characters/);
  });

  it('lists the nine reasons with plain labels', () => {
    expect(REPORT_CATEGORIES.map((item) => item.label)).toEqual([
      'Spam',
      'Scam or fraud',
      'Harassment or bullying',
      'Impersonation',
      'Sexual content',
      'Hate speech',
      'Violence',
      'Intellectual property',
      'Something else',
    ]);
  });

  it("offers a job's own reasons first for a job, and for nothing else", () => {
    expect(reportCategoriesFor('job').slice(0, 2).map((item) => item.label)).toEqual(['Fake job', 'Asks for money']);
    expect(reportCategoriesFor('job')).toHaveLength(11);
    expect(validateReport({ category: 'fakeJob', comment: '' }, 'job')).toEqual({});
    expect(validateReport({ category: 'asksForMoney', comment: '' }, 'video').category).toBe('Choose a reason');
    expect(categoryLabel('asksForMoney')).toBe('Asks for money');
  });
});
