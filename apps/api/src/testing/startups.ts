import { sendForm, type FormEntries } from './form-uploads';

// The startup form as the web sends it, for the tests of /api/startups.

const DEFAULTS: Record<string, string> = {
  name: 'Krishi Setu',
  oneLiner: 'Fair prices for farmers',
  description: 'We connect farmers to buyers.',
  sector: 'Agritech',
  stage: 'preSeed',
  city: 'Pune',
};

/** A valid form with `overrides` (a field set to undefined is left out). */
export function startupFields(overrides: Record<string, string | undefined> = {}): FormEntries {
  return Object.entries({ ...DEFAULTS, ...overrides }).filter((entry): entry is [string, string] => entry[1] !== undefined);
}

export function createStartup(baseUrl: string, token: string, overrides: Record<string, string | undefined> = {}): Promise<Response> {
  return sendForm(baseUrl, '/api/startups', startupFields(overrides), { token });
}
