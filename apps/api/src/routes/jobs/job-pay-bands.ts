// "CTC at least X" (GET /api/jobs?minCtc=) as equalities: a job's top CTC (ctcMax, else ctcMin) is
// stored as the step of this ladder it reaches (jobs.ctc_band, migration 0022), and a search walks
// the open jobs of each step from X's up, newest first, and merges the walks. Each walk reads an
// index in list order, so a page costs O(page × steps) however rare high pay is. The steps are
// rupees a year; changing them needs a migration that recomputes ctc_band.
const LAKH = 100_000;
export const CTC_STEPS: readonly number[] = [0, 3, 5, 8, 12, 18, 25, 40, 60, 100].map((lakhs) => lakhs * LAKH);

/** The step `rupees` reaches: the last whose floor is at most it. */
export function ctcBand(rupees: number): number {
  let band = 0;
  for (let i = 0; i < CTC_STEPS.length; i += 1) if (CTC_STEPS[i]! <= rupees) band = i;
  return band;
}

/** The job's top CTC, which the filter compares; null without a CTC (a stipend, or no pay said). */
export function topCtc(job: { ctcMin: number | null; ctcMax: number | null }): number | null {
  return job.ctcMax ?? job.ctcMin;
}

/** The steps a job paying at least `minCtc` may be on. */
export function bandsFrom(minCtc: number): number[] {
  const bands: number[] = [];
  for (let band = ctcBand(minCtc); band < CTC_STEPS.length; band += 1) bands.push(band);
  return bands;
}
