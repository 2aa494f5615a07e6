import { describe, expect, it } from 'vitest';
import { jobsUrl } from './api/jobs-api';
import { jobFacts, jobStatusText, replyRateText } from './job-facts';
import { serverFiltersOf } from './job-filters';

describe('how a job reads', () => {
  it('leads with its kind, workplace and city', () => {
    expect(jobFacts({ kind: 'internship', workplace: 'onsite', city: 'Pune' })).toBe('Internship · On-site · Pune');
    expect(jobFacts({ kind: 'full-time', workplace: 'remote', city: '' })).toBe('Full-time · Remote');
  });

  it("says the startup's reply rate once it has one", () => {
    expect(replyRateText(null)).toBeNull();
    expect(replyRateText({ answered: 4, total: 5 })).toBe('Replies to 80% of applicants within 14 days');
    expect(replyRateText({ answered: 2, total: 3 })).toBe('Replies to 67% of applicants within 14 days');
  });

  it("gives its own people its status, with the day a published job closes", () => {
    expect(jobStatusText({ status: 'draft', closesAt: null })).toBe('Draft');
    expect(jobStatusText({ status: 'published', closesAt: '2026-12-31T12:00:00.000Z' })).toBe('Published · Closes on 31 Dec 2026');
    expect(jobStatusText({ status: 'closed', closesAt: '2026-12-31T12:00:00.000Z' })).toBe('Closed');
  });
});

describe('the job board', () => {
  it('asks the server for the search and the filters, the minimum CTC in rupees, and the cursor after the first page', () => {
    expect(jobsUrl('', {}, null)).toBe('/api/jobs');
    expect(jobsUrl('react', { kind: 'internship', city: 'Pune', minLpa: '10' }, 'c1')).toBe('/api/jobs?q=react&kind=internship&city=Pune&minCtc=1000000&cursor=c1');
    expect(serverFiltersOf({ skills: 'Go, Rust', minLpa: '' })).toEqual({ skills: 'Go, Rust' });
  });
});
