import { describe, expect, it } from 'vitest';
import { startupsUrl } from './api/startups-api';
import { EMPTY_STARTUP, editedStartupFormData, startupFormData, startupFormValuesOf, validateStartup } from './startup-form-values';
import { startupFacts } from './startup-filters';

const filled = { ...EMPTY_STARTUP, name: 'MandiCool', oneLiner: 'Cold storage', sector: 'Agritech', stage: 'seed', city: 'Nashik' };

describe('the new-startup form', () => {
  it('names each required field that is missing, and nothing once they are there', () => {
    expect(Object.keys(validateStartup(EMPTY_STARTUP))).toEqual(['name', 'oneLiner', 'sector', 'stage', 'city']);
    expect(validateStartup({ ...filled, name: '   ' })).toEqual({ name: 'Startup name is required' });
    expect(validateStartup(filled)).toEqual({});
  });

  it('takes a founding year up to this one and a team of at least one', () => {
    expect(validateStartup({ ...filled, foundedYear: '2027' }, 2026).foundedYear).toBe('Enter a year from 1900 to 2026');
    expect(validateStartup({ ...filled, foundedYear: '20x3' }, 2026).foundedYear).toBeDefined();
    expect(validateStartup({ ...filled, foundedYear: '2026', teamSize: '12' }, 2026)).toEqual({});
    expect(validateStartup({ ...filled, teamSize: '0' }).teamSize).toBe('Enter how many people work there');
  });

  it('sends the typed fields, trimmed, and the logo; blank optional fields are left out', () => {
    const logo = new File([new Uint8Array([1])], 'logo.png', { type: 'image/png' });
    const form = startupFormData({ ...filled, city: ' Nashik ' }, logo);
    expect(form.get('city')).toBe('Nashik');
    expect(form.has('website')).toBe(false);
    expect(form.get('logo')).toBeInstanceOf(File);
  });
});

describe('the edit form', () => {
  it('opens with the startup as it is, blank where a field is not set', () => {
    const values = startupFormValuesOf({ ...filled, foundedYear: 2023, teamSize: null, website: 'https://mandi.in', dpiitNumber: null });
    expect(values).toEqual({ ...filled, foundedYear: '2023', teamSize: '', website: 'https://mandi.in', dpiitNumber: '' });
  });

  it('sends every field, a blank one too (the server clears it)', () => {
    const form = editedStartupFormData({ ...filled, website: '  ' }, null);
    expect(form.get('website')).toBe('');
    expect(form.get('name')).toBe('MandiCool');
    expect(form.has('logo')).toBe(false);
  });
});

describe('the startups directory', () => {
  it("asks the server for the search and the filters set, and the cursor only after the first page", () => {
    expect(startupsUrl('', {}, null)).toBe('/api/startups');
    expect(startupsUrl('solar', { sector: 'Climate & Cleantech', city: '' }, 'c1')).toBe('/api/startups?q=solar&sector=Climate+%26+Cleantech&cursor=c1');
  });

  it('leads a card with its sector, stage (as shown) and city', () => {
    expect(startupFacts({ sector: 'Fintech', stage: 'seriesA', city: 'Pune' })).toBe('Fintech · Series A · Pune');
  });
});
