import type { JobFields } from '@startupsetu/server-core/contract/job-schemas';
import type { Sector, Stage } from '@startupsetu/server-core/contract/startup-fields';

// The demo's startups and their open jobs (DESIGN §7.3), made by `npm run seed:demo` beside the
// community. A startup is named by its founder and name, a job by its startup and title.

export interface DemoStartup {
  founder: string;
  name: string;
  oneLiner: string;
  description: string;
  sector: Sector;
  stage: Stage;
  city: string;
  foundedYear: number;
  teamSize: number;
  website: string;
}

export const DEMO_STARTUPS: readonly DemoStartup[] = [
  {
    founder: 'aarav.sharma',
    name: 'KhetiSense',
    oneLiner: 'Soil sensors and one SMS a day of advice for small farmers',
    description: 'A ₹900 sensor in the field and advice in Kannada by SMS: our Mandya pilot raised ragi yields by 18%.',
    sector: 'Agritech',
    stage: 'seed',
    city: 'Bengaluru',
    foundedYear: 2023,
    teamSize: 9,
    website: 'https://khetisense.in',
  },
  {
    founder: 'rohan.mehta',
    name: 'UdhaarBook',
    oneLiner: "Working-capital credit that follows a kirana shop's daily cash flow",
    description: 'We lend to neighbourhood shops with 30 lending partners across Mumbai, Pune and Surat.',
    sector: 'Fintech',
    stage: 'seriesA',
    city: 'Mumbai',
    foundedYear: 2021,
    teamSize: 64,
    website: 'https://udhaarbook.in',
  },
];

export interface DemoJob extends JobFields {
  startup: string;
  /** Published this long before the first run (well within the 30 days a job stays open). */
  hoursAgo: number;
  /** Demo people who saved it. */
  savedBy: readonly string[];
}

const noEsops = { esopMin: null, esopMax: null };

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    startup: 'KhetiSense',
    title: 'Embedded Systems Engineer',
    kind: 'full-time',
    workplace: 'onsite',
    city: 'Bengaluru',
    ctcMin: 1_000_000,
    ctcMax: 1_600_000,
    stipend: null,
    esopMin: 0.1,
    esopMax: 0.3,
    experienceMin: 2,
    experienceMax: 5,
    skills: ['Embedded C', 'IoT', 'PCB Design', 'Low-power firmware'],
    description: 'Own the firmware of our soil sensor: a year on two AA cells, readings over 2G, and updates in the field.',
    hoursAgo: 200,
    savedBy: ['arjun.singh'],
  },
  {
    startup: 'KhetiSense',
    title: 'Field Operations Intern',
    kind: 'internship',
    workplace: 'onsite',
    city: 'Mandya',
    ctcMin: null,
    ctcMax: null,
    stipend: 15_000,
    ...noEsops,
    experienceMin: 0,
    experienceMax: 0,
    skills: ['Kannada', 'Field research', 'Excel'],
    description: 'Six months with our farmer partners: install sensors, run feedback sessions and track the pilot. Speaking Kannada is a must.',
    hoursAgo: 120,
    savedBy: ['ishaan.verma', 'diya.patel'],
  },
  {
    startup: 'KhetiSense',
    title: 'Android Developer',
    kind: 'contract',
    workplace: 'remote',
    city: 'Bengaluru',
    ctcMin: 900_000,
    ctcMax: 1_200_000,
    stipend: null,
    ...noEsops,
    experienceMin: 1,
    experienceMax: 3,
    skills: ['Kotlin', 'Android', 'Offline-first'],
    description: 'A six-month contract to build the agronomist app: works offline for days and syncs over a weak network.',
    hoursAgo: 48,
    savedBy: [],
  },
  {
    startup: 'UdhaarBook',
    title: 'Senior Backend Engineer',
    kind: 'full-time',
    workplace: 'hybrid',
    city: 'Mumbai',
    ctcMin: 2_800_000,
    ctcMax: 4_000_000,
    stipend: null,
    esopMin: 0.05,
    esopMax: 0.2,
    experienceMin: 5,
    experienceMax: 8,
    skills: ['Java', 'PostgreSQL', 'Kafka', 'UPI'],
    description: 'Design the ledger that moves ₹40 crore a month between lenders and shops, and keep it correct to the paisa.',
    hoursAgo: 90,
    savedBy: ['diya.patel'],
  },
  {
    startup: 'UdhaarBook',
    title: 'Credit Risk Analyst',
    kind: 'full-time',
    workplace: 'onsite',
    city: 'Pune',
    ctcMin: 1_200_000,
    ctcMax: 1_800_000,
    stipend: null,
    ...noEsops,
    experienceMin: 1,
    experienceMax: 3,
    skills: ['SQL', 'Python', 'Credit risk'],
    description: "Build the scorecards that decide a shop's credit line from its daily sales, and watch how they hold up.",
    hoursAgo: 20,
    savedBy: [],
  },
];
