import type { Role } from '@startupsetu/server-core/db/schema';
import { investorBadge, personBadge, type Badge } from '@startupsetu/server-core/contract/verification-fields';

// The people of the demo community (see demo-community.ts), one of every role and more, each
// found again by email on a later run.

export const DEMO_PASSWORD = 'startupsetu-demo';

export interface DemoPerson {
  key: string;
  email: string;
  role: Role;
  /** What the demo shows as proven (DESIGN §7.4): the person is `verified` while it stands. */
  badge?: Badge;
  /** The role's profile form, as a browser submits it (a list is one field per choice). */
  form: Readonly<Record<string, string | readonly string[]>>;
}

const email = (key: string) => `${key}@demo.startupsetu.in`;

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'aarav.sharma',
    email: email('aarav.sharma'),
    role: 'Hustler',
    badge: personBadge('khetisense.in'),
    form: {
      Username: 'Aarav Sharma',
      phoneno: '+91 98450 11223',
      bio: 'Agritech founder from Bengaluru. Grew up on a ragi farm in Mandya.',
      project: 'KhetiSense: soil sensors and SMS advice for small farmers',
      currentStage: 'seed',
      skills: ['Fast Execution', 'Networking'],
      currentWork: 'Piloting with 400 farmers across Mandya and Hassan',
      contribution: 'Hardware, farmer partnerships and the first sales',
    },
  },
  {
    key: 'priya.nair',
    email: email('priya.nair'),
    role: 'Hustler',
    form: {
      Username: 'Priya Nair',
      phoneno: '+91 94470 55231',
      bio: 'Former school teacher building vernacular learning apps in Kochi.',
      project: 'PadhaiPal: Malayalam and Tamil maths practice on low-end phones',
      currentStage: 'preSeed',
      skills: ['Creative Problem-Solving', 'Goal-Oriented'],
      currentWork: '12,000 monthly learners; looking for a technical co-founder',
      contribution: 'Curriculum, product and the teacher community',
    },
  },
  {
    key: 'rohan.mehta',
    email: email('rohan.mehta'),
    role: 'Hustler',
    badge: personBadge('udhaarbook.in'),
    form: {
      Username: 'Rohan Mehta',
      phoneno: '+91 98200 77410',
      bio: 'Two-time founder. Mumbai. Obsessed with credit for kirana stores.',
      project: 'UdhaarBook: working-capital credit for neighbourhood shops',
      currentStage: 'seriesA',
      skills: ['Goal-Oriented', 'Networking', 'Fast Execution'],
      currentWork: 'Expanding to Pune and Surat with 30 lending partners',
      contribution: 'Strategy, fundraising and lender relationships',
    },
  },
  {
    key: 'ananya.iyer',
    email: email('ananya.iyer'),
    role: 'Hustler',
    form: {
      Username: 'Ananya Iyer',
      phoneno: '+91 99400 31876',
      bio: 'Electrical engineer turning Chennai rooftops into power plants.',
      project: 'SolarSetu: rooftop solar on EMIs for apartment societies',
      currentStage: 'ideation',
      skills: ['Creative Problem-Solving'],
      currentWork: 'Surveying 25 societies in Velachery and Adyar',
      contribution: 'Engineering and the financing model',
    },
  },
  {
    key: 'vikram.malhotra',
    email: email('vikram.malhotra'),
    role: 'Investor',
    badge: investorBadge('angel-network'),
    form: {
      Username: 'Vikram Malhotra',
      contactEmail: 'vikram@malhotraventures.example',
      phoneno: '+91 98110 40021',
      investorType: 'visionary',
      interestAreas: ['Sustainable Innovations', 'Tech and App Development'],
      explorationPreference: '8',
      excitement: 'Founders who know their customers by name, in Bharat beyond the metros.',
      // What founders look for (DESIGN §7.4).
      firm: 'Malhotra Ventures',
      bio: 'Pre-seed and seed cheques for agritech and climate founders building for Bharat.',
      chequeMin: '2500000',
      chequeMax: '10000000',
      stages: ['preSeed', 'seed'],
      sectors: ['Agritech', 'Climate & Cleantech', 'Fintech'],
      cities: 'Delhi, Bengaluru',
      portfolio: JSON.stringify([{ name: 'KhetiSense', url: 'https://khetisense.example' }, { name: 'SunBarn' }]),
    },
  },
  {
    key: 'meera.kapoor',
    email: email('meera.kapoor'),
    role: 'Investor',
    form: {
      Username: 'Meera Kapoor',
      contactEmail: 'meera@growthgurus.example',
      phoneno: '+91 98733 90544',
      investorType: 'growthGuru',
      interestAreas: ['Tech and App Development', 'Social Impact Projects'],
      explorationPreference: '6',
      excitement: 'Edtech and fintech with honest unit economics. I write the first cheque at seed.',
      firm: 'Growth Gurus Fund',
      bio: 'Seed to Series A in edtech and fintech: honest unit economics, vernacular first.',
      chequeMin: '5000000',
      chequeMax: '20000000',
      stages: ['seed', 'seriesA'],
      sectors: ['Edtech', 'Fintech', 'SaaS'],
      cities: 'Mumbai, Pune',
      portfolio: JSON.stringify([{ name: 'PadhaiPal', url: 'https://padhaipal.example' }, { name: 'UdhaarBook', url: 'https://udhaarbook.example' }]),
    },
  },
  {
    key: 'sanjay.reddy',
    email: email('sanjay.reddy'),
    role: 'Investor',
    form: {
      Username: 'Sanjay Reddy',
      contactEmail: 'sanjay.angel@hyderabad.example',
      phoneno: '+91 90000 12876',
      investorType: 'communityChampion',
      interestAreas: ['Creative Arts & Media', 'Something Else'],
      explorationPreference: '5',
      excitement: 'Angel in Hyderabad; I back first-time founders and mentor them every week.',
      bio: 'Angel cheques for first-time founders in media, consumer brands and social impact.',
      chequeMin: '500000',
      chequeMax: '2500000',
      stages: ['ideation', 'preSeed'],
      sectors: ['Media & Content', 'Consumer & D2C', 'Social Impact'],
      cities: 'Hyderabad',
    },
  },
  {
    key: 'kavya.menon',
    email: email('kavya.menon'),
    role: 'Cofounder',
    form: {
      Username: 'Kavya Menon',
      phoneno: '+91 97450 22018',
      bio: 'Full-stack engineer, 6 years at a Bengaluru unicorn. Ready to build from zero.',
      skills: ['React', 'Node.js', 'PostgreSQL', 'System design'],
      dreamProject: 'An app that makes government schemes easy to claim',
      superpower: 'Shipping a working prototype over a weekend',
    },
  },
  {
    key: 'arjun.singh',
    email: email('arjun.singh'),
    role: 'Cofounder',
    form: {
      Username: 'Arjun Singh',
      phoneno: '+91 98150 66342',
      bio: 'Growth marketer from Chandigarh; took a D2C brand from 0 to 1 lakh customers.',
      skills: ['Growth marketing', 'Performance ads', 'Community building'],
      dreamProject: 'A D2C brand for Punjabi phulkari crafts',
      superpower: 'Turning WhatsApp groups into paying customers',
    },
  },
  {
    key: 'neha.gupta',
    email: email('neha.gupta'),
    role: 'Cofounder',
    form: {
      Username: 'Neha Gupta',
      phoneno: '+91 99580 73120',
      bio: 'Chartered accountant and ex-banker in Delhi; I love messy finance problems.',
      skills: ['Finance', 'Compliance', 'Fundraising'],
      dreamProject: 'Credit scores for people with no credit history',
      superpower: 'Reading a balance sheet in five minutes',
    },
  },
  {
    key: 'ishaan.verma',
    email: email('ishaan.verma'),
    role: 'Jobseeker',
    form: {
      Username: 'Ishaan Verma',
      desiredRole: 'Product management intern',
      experience: 'A campus food-ordering app used by 3,000 students at my college in Indore',
      skills: ['Figma', 'SQL', 'User interviews'],
      aboutMe: 'Final-year B.Tech student who wants to learn product at an early-stage startup.',
    },
  },
  {
    key: 'diya.patel',
    email: email('diya.patel'),
    role: 'Jobseeker',
    form: {
      Username: 'Diya Patel',
      desiredRole: 'Data analyst',
      experience: 'Forecasting footfall for a chain of Ahmedabad cafés',
      skills: ['Python', 'Pandas', 'Power BI'],
      aboutMe: 'Statistics graduate; I like turning spreadsheets into decisions.',
    },
  },
];
