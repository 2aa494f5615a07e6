import type { Role } from '@startupsetu/server-core/db/schema';
import { ROLES } from '@startupsetu/server-core/db/schema';
import type { ProfileDetails } from '@startupsetu/server-core/repositories/profile-details';
import { SECTORS as STARTUP_SECTORS, STAGES } from '@startupsetu/server-core/contract/startup-fields';

// The made-up people of `npm run seed:load`: names, roles and profiles drawn from small word lists
// by the person's number, so any run makes the same community and a benchmark knows which words
// match some profiles (SOME_MATCH_TERM, SOME_NAME_TERM) and which match none (NO_MATCH_TERM).

export const HEAVY_EMAIL = 'load.heavy@demo.startupsetu.in';
export const HEAVY_PASSWORD = 'startupsetu-demo';
export const HEAVY_ROLE: Role = 'Hustler';

const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Kavya', 'Vikram', 'Isha', 'Rohan', 'Nisha', 'Karan'];
// 50 surnames: one of them names every fiftieth person.
const LAST_NAMES = [
  'Rao', 'Iyer', 'Shah', 'Mehta', 'Nair', 'Gupta', 'Reddy', 'Das', 'Bose', 'Kapoor',
  'Menon', 'Joshi', 'Pillai', 'Verma', 'Sinha', 'Khanna', 'Malhotra', 'Chopra', 'Bhat', 'Kulkarni',
  'Patil', 'Desai', 'Pandey', 'Mishra', 'Tiwari', 'Saxena', 'Agarwal', 'Banerjee', 'Chatterjee', 'Ghosh',
  'Sen', 'Dutta', 'Mukherjee', 'Roy', 'Basu', 'Hegde', 'Shetty', 'Kamath', 'Pai', 'Naik',
  'Gowda', 'Krishnan', 'Subramanian', 'Venkat', 'Raman', 'Suri', 'Anand', 'Bedi', 'Gill', 'Sodhi',
];
const SKILLS = ['React', 'Sales', 'Design', 'Marketing', 'Finance', 'Operations', 'Python', 'Hiring', 'Growth', 'Product'];
// 100 sectors: one of them is in every hundredth profile.
const SECTORS = Array.from({ length: 100 }, (_, i) => (i === 0 ? 'quantumfarming' : `sector${i}`));

/** A word in the searched profile fields of about one profile in a hundred. */
export const SOME_MATCH_TERM = 'quantumfarming';
/** A word in the name of about one person in fifty. */
export const SOME_NAME_TERM = LAST_NAMES[7]!.toLowerCase();
/** A word in no seeded profile, name or email. */
export const NO_MATCH_TERM = 'zzqxnomatch';

export const roleOf = (index: number): Role => (index === 0 ? HEAVY_ROLE : ROLES[index % ROLES.length]!);

export const emailOf = (index: number): string => (index === 0 ? HEAVY_EMAIL : `load.user${index}@load.startupsetu.test`);

export function nameOf(index: number): string {
  if (index === 0) return 'Heavy Loader';
  return `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]} ${index}`;
}

/** The profile the role's form would store for person `index` (text fields, skills as a list). */
export function profileOf(index: number): ProfileDetails {
  const role = roleOf(index);
  const sector = SECTORS[index % SECTORS.length]!;
  const skills = [SKILLS[index % SKILLS.length]!, SKILLS[(index * 3 + 1) % SKILLS.length]!];
  const about = `Working on ${sector} in the city, year ${2020 + (index % 6)}.`;
  const Username = nameOf(index);
  switch (role) {
    case 'Hustler':
      return { Username, bio: about, project: `A ${sector} startup`, skills, currentWork: 'Finding a co-founder', currentStage: 'ideation' };
    case 'Cofounder':
      return { Username, bio: about, skills, superpower: 'Shipping fast', dreamProject: `The ${sector} platform` };
    case 'Investor':
      return {
        Username,
        displayName: Username,
        interestAreas: ['Tech and App Development'],
        excitement: about,
        investorType: 'visionary',
        // What founders filter by: every stage and sector pair in turn, cheques of ₹25 L to ₹1 Cr or ₹1 Cr to ₹5 Cr.
        stages: [STAGES[Math.floor(index / 4) % STAGES.length]!],
        sectors: [STARTUP_SECTORS[Math.floor(index / 4 / STAGES.length) % STARTUP_SECTORS.length]!],
        ...(index % 8 < 4 ? { chequeMin: 2_500_000, chequeMax: 10_000_000 } : { chequeMin: 10_000_000, chequeMax: 50_000_000 }),
      };
    case 'Jobseeker':
      return { Username, skills, aboutMe: about, desiredRole: 'Engineer', experience: `${index % 10} years` };
  }
}
