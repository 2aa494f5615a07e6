// Types of commit-subjects.mjs, for the tests beside it.
export const MAX_SUBJECT_LENGTH: number;
export const BASE: string;
export function longSubjects(subjects: readonly string[], max?: number): string[];
export function subjectReport(subjects: readonly string[], max?: number): string | null;
export function subjectsToCheck(base?: string, cwd?: string): { from: string; subjects: string[] };
