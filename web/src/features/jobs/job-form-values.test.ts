import { describe, expect, it } from 'vitest';
import { EMPTY_JOB, jobBodyOf, jobFormValuesOf, skillsOf, validateJob, type JobFormValues } from './job-form-values';

const filled: JobFormValues = {
  ...EMPTY_JOB,
  title: ' Backend Engineer ',
  city: 'Pune',
  ctcMin: '12',
  ctcMax: '18.5',
  description: 'Build the cold chain.',
  skills: 'Node.js, postgresql, , node.js',
};

describe('the job form', () => {
  it('needs only a title for a draft, and a city, a description and pay to publish', () => {
    expect(validateJob(EMPTY_JOB, { publish: false })).toEqual({ title: 'Job title is required' });
    expect(Object.keys(validateJob(EMPTY_JOB, { publish: true }))).toEqual(['title', 'city', 'description', 'ctcMin']);
    const internship = { ...filled, kind: 'internship' as const, payKind: 'stipend' as const };
    expect(validateJob(internship, { publish: true })).toEqual({ stipend: 'Give the monthly stipend to publish' });
    expect(validateJob(filled, { publish: true })).toEqual({});
  });

  it('keeps each minimum at most its maximum, and numbers within what the server takes', () => {
    expect(validateJob({ ...filled, ctcMin: '20' }, { publish: false })).toEqual({ ctcMax: 'The maximum must not be below the minimum' });
    expect(validateJob({ ...filled, experienceMin: '6', experienceMax: '3' }, { publish: false }).experienceMax).toBeDefined();
    expect(validateJob({ ...filled, esopMax: '101' }, { publish: false }).esopMax).toMatch(/percentage/);
    expect(validateJob({ ...filled, experienceMin: '1.5' }, { publish: false }).experienceMin).toMatch(/whole years/);
    expect(validateJob({ ...filled, ctcMax: 'lots' }, { publish: false }).ctcMax).toMatch(/lakhs a year/);
  });

  it('sends the CTC in rupees and no stipend, or for an internship on a stipend the stipend and no CTC', () => {
    expect(jobBodyOf(filled)).toMatchObject({ title: 'Backend Engineer', ctcMin: 1_200_000, ctcMax: 1_850_000, stipend: null, esopMin: null });
    const internship = { ...filled, kind: 'internship' as const, payKind: 'stipend' as const, stipend: '25,000' };
    expect(jobBodyOf(internship)).toMatchObject({ kind: 'internship', stipend: 25_000, ctcMin: null, ctcMax: null });
    // A stipend typed before the job type changed is kept in the form, not sent.
    expect(jobBodyOf({ ...internship, kind: 'full-time' })).toMatchObject({ stipend: null, ctcMin: 1_200_000 });
  });

  it('sends each skill once, trimmed, in its first spelling; more than 15 are refused', () => {
    expect(skillsOf(filled.skills)).toEqual(['Node.js', 'postgresql']);
    const many = Array.from({ length: 16 }, (_, i) => `skill${i}`).join(',');
    expect(validateJob({ ...filled, skills: many }, { publish: false }).skills).toBe('Give at most 15 skills');
  });

  it('fills an edit with the job as it is, the CTC back in lakhs', () => {
    const body = jobBodyOf(filled);
    expect(jobFormValuesOf(body)).toMatchObject({ title: 'Backend Engineer', ctcMin: '12', ctcMax: '18.5', stipend: '', skills: 'Node.js, postgresql', payKind: 'stipend' });
    expect(jobFormValuesOf({ ...body, kind: 'internship' }).payKind).toBe('ctc');
  });
});
