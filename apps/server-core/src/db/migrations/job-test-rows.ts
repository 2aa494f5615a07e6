// Rows of the startups, jobs and applications tables as the migrations' tests insert them.

/** Now, as the tables store times. */
export const now = () => new Date().toISOString();

export const startup = (id: string, createdBy: string) => ({
  id,
  slug: id,
  name: id,
  logo: null,
  one_liner: 'x',
  description: '',
  sector: 'SaaS' as const,
  stage: 'seed' as const,
  city: 'Pune',
  city_key: 'pune',
  founded_year: null,
  team_size: null,
  website: null,
  dpiit_number: null,
  search_text: id,
  created_by: createdBy,
  created_at: now(),
  updated_at: now(),
});

export const job = (id: string, startupId: string) => ({
  id,
  startup_id: startupId,
  title: 'Engineer',
  kind: 'full-time' as const,
  workplace: 'onsite' as const,
  city: 'Pune',
  city_key: 'pune',
  ctc_min: null,
  ctc_max: null,
  ctc_band: null,
  stipend: null,
  esop_min: null,
  esop_max: null,
  experience_min: null,
  experience_max: null,
  skills: '[]',
  description: '',
  status: 'published' as const,
  published_at: now(),
  closes_at: now(),
  list_key: null,
  search_text: id,
  created_by: null,
  created_at: now(),
  updated_at: now(),
});

export const application = (id: string, jobId: string, applicantId: string) => ({
  id,
  job_id: jobId,
  startup_id: 's1',
  applicant_id: applicantId,
  status: 'applied' as const,
  note: '',
  resume_file: `${id}.pdf`,
  resume_name: 'cv.pdf',
  resume_size: 10,
  created_at: now(),
  updated_at: now(),
  first_answered_at: null,
  reply_due_at: now(),
});
