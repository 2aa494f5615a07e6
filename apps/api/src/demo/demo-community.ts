import type { Role } from '@startupsetu/server-core/db/schema';

// The demo community `npm run seed:demo` creates: people of every role with full profiles, their
// videos, blogs and talks, and the likes, comments, chats and requests between them. Everything is
// named by a stable key (people by email), which is how a second run finds what the first made.
// Times are hours before the first run, so the feeds read like a few weeks of activity.

export const DEMO_PASSWORD = 'startupsetu-demo';

export interface DemoPerson {
  key: string;
  email: string;
  role: Role;
  verified?: boolean;
  /** The role's profile form, as a browser submits it (a list is one field per choice). */
  form: Readonly<Record<string, string | readonly string[]>>;
}

const email = (key: string) => `${key}@demo.startupsetu.in`;

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'aarav.sharma',
    email: email('aarav.sharma'),
    role: 'Hustler',
    verified: true,
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
    verified: true,
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
    verified: true,
    form: {
      Username: 'Vikram Malhotra',
      contactEmail: 'vikram@malhotraventures.example',
      phoneno: '+91 98110 40021',
      investorType: 'visionary',
      interestAreas: ['Sustainable Innovations', 'Tech and App Development'],
      explorationPreference: '8',
      excitement: 'Founders who know their customers by name, in Bharat beyond the metros.',
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

export interface DemoComment {
  by: string;
  text: string;
  hoursAgo: number;
}

export interface DemoVideo {
  author: string;
  title: string;
  description: string;
  hoursAgo: number;
  likedBy: readonly string[];
  comments: readonly DemoComment[];
}

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    author: 'aarav.sharma',
    title: 'KhetiSense in 60 seconds',
    description: 'How a ₹900 soil sensor and one SMS a day raised ragi yields by 18% in our pilot.',
    hoursAgo: 400,
    likedBy: ['vikram.malhotra', 'meera.kapoor', 'kavya.menon', 'priya.nair', 'ishaan.verma'],
    comments: [
      { by: 'vikram.malhotra', text: 'What does a farmer pay per season after the pilot?', hoursAgo: 380 },
      { by: 'aarav.sharma', text: '₹450 a season, collected with the FPO. Happy to share the numbers.', hoursAgo: 376 },
      { by: 'kavya.menon', text: 'Love that it works over SMS. No app install needed!', hoursAgo: 300 },
    ],
  },
  {
    author: 'rohan.mehta',
    title: 'Why kirana stores need working capital, not loans',
    description: 'Our Series A pitch, the short version: credit that follows the shop’s daily cash flow.',
    hoursAgo: 260,
    likedBy: ['meera.kapoor', 'sanjay.reddy', 'neha.gupta', 'aarav.sharma'],
    comments: [
      { by: 'neha.gupta', text: 'How do you handle defaults when a shop closes for a month?', hoursAgo: 250 },
      { by: 'meera.kapoor', text: 'Strong repayment data. Let’s talk next week.', hoursAgo: 240 },
    ],
  },
  {
    author: 'priya.nair',
    title: 'PadhaiPal demo: maths practice in Malayalam',
    description: 'A walkthrough of a class 6 fractions lesson on a ₹6,000 phone, offline.',
    hoursAgo: 150,
    likedBy: ['sanjay.reddy', 'diya.patel', 'arjun.singh'],
    comments: [
      { by: 'sanjay.reddy', text: 'My daughter tried it and finished three lessons in a row.', hoursAgo: 140 },
      { by: 'ishaan.verma', text: 'Are you hiring product interns? I would love to help.', hoursAgo: 90 },
    ],
  },
  {
    author: 'ananya.iyer',
    title: 'Rooftop solar for apartment societies',
    description: 'The problem in one chart: every society in Chennai pays for common-area power.',
    hoursAgo: 30,
    likedBy: ['vikram.malhotra', 'aarav.sharma'],
    comments: [{ by: 'vikram.malhotra', text: 'Interesting financing angle. Send me the deck.', hoursAgo: 20 }],
  },
];

export interface DemoBlog {
  author: string;
  title: string;
  summary: string;
  content: string;
  hoursAgo: number;
}

export const DEMO_BLOGS: readonly DemoBlog[] = [
  {
    author: 'rohan.mehta',
    title: 'What I learnt raising our Series A from Mumbai',
    summary: 'Forty investor meetings, three term sheets and one lesson: know your numbers cold.',
    content:
      'We started fundraising in January with a deck full of vision and a data room full of gaps. ' +
      'The meetings that went well were the ones where we could answer every question about cohort ' +
      'repayment in one breath. Build your data room before your deck, talk to angels who know your ' +
      'sector, and never hide a bad month: investors find it anyway.',
    hoursAgo: 500,
  },
  {
    author: 'vikram.malhotra',
    title: 'The first cheque: what I look for in a Bharat founder',
    summary: 'Customer obsession beats a polished pitch. Here is the checklist I actually use.',
    content:
      'I ask three questions. Can you name ten customers and what they paid? What did you change ' +
      'after the last complaint? Why are you the person to solve this? Founders outside the metros ' +
      'often answer the first two better than anyone, because they live next door to their users.',
    hoursAgo: 320,
  },
  {
    author: 'priya.nair',
    title: 'Building for a ₹6,000 phone',
    summary: 'Storage, data packs and shared family phones shaped every decision in PadhaiPal.',
    content:
      'Our users share one phone between three children, have 1 GB of free storage and recharge ' +
      'data weekly. So the app is 9 MB, every lesson works offline, and progress is kept per child ' +
      'on the same device. Design for the phone your users have, not the one on your desk.',
    hoursAgo: 120,
  },
  {
    author: 'neha.gupta',
    title: 'GST basics every first-time founder should know',
    summary: 'Registration thresholds, input credit and the three mistakes I see most often.',
    content:
      'Register when you cross the threshold or sell across states, claim input credit on what you ' +
      'buy for the business, and file on time even when you owe nothing. The most common mistakes: ' +
      'mixing personal and business spending, missing e-invoicing limits, and ignoring reverse charge.',
    hoursAgo: 48,
  },
];

export interface DemoTalk {
  author: string;
  text: string;
  hoursAgo: number;
  comments: readonly DemoComment[];
}

export const DEMO_TALKS: readonly DemoTalk[] = [
  {
    author: 'aarav.sharma',
    text: 'Looking for a co-founder who loves hardware and hot filter coffee. Bengaluru or Mysuru.',
    hoursAgo: 200,
    comments: [{ by: 'kavya.menon', text: 'Software person here, but I make excellent filter coffee. DM me!', hoursAgo: 190 }],
  },
  {
    author: 'arjun.singh',
    text: 'Unpopular opinion: your first 100 customers should come from WhatsApp, not ads.',
    hoursAgo: 100,
    comments: [
      { by: 'rohan.mehta', text: 'Our first 100 kiranas came from one WhatsApp group in Dadar.', hoursAgo: 95 },
      { by: 'diya.patel', text: 'Same for the café chain I worked with. Referral codes did the rest.', hoursAgo: 80 },
    ],
  },
  {
    author: 'ishaan.verma',
    text: 'Final-year student, free from May. Which startups here need a product intern?',
    hoursAgo: 12,
    comments: [{ by: 'priya.nair', text: 'PadhaiPal does! Message me on StartupSetu.', hoursAgo: 10 }],
  },
];

export interface DemoChat {
  between: readonly [string, string];
  /** `from` is one of the two; the last `unread` messages are not read yet. */
  messages: readonly { from: string; text: string; hoursAgo: number }[];
  unread?: number;
}

export const DEMO_CHATS: readonly DemoChat[] = [
  {
    between: ['aarav.sharma', 'vikram.malhotra'],
    messages: [
      { from: 'vikram.malhotra', text: 'Saw your KhetiSense video. Free for a call on Thursday?', hoursAgo: 370 },
      { from: 'aarav.sharma', text: 'Thursday 11 am works. I will send the pilot data tonight.', hoursAgo: 368 },
      { from: 'vikram.malhotra', text: 'Got it, thanks. The retention numbers look solid.', hoursAgo: 350 },
    ],
  },
  {
    between: ['priya.nair', 'kavya.menon'],
    messages: [
      { from: 'priya.nair', text: 'Hi Kavya! Your dream project sounds close to PadhaiPal. Coffee?', hoursAgo: 60 },
      { from: 'kavya.menon', text: 'Would love to. I am in Kochi next weekend.', hoursAgo: 58 },
      { from: 'priya.nair', text: 'Perfect, Saturday at 10 near Marine Drive?', hoursAgo: 5 },
    ],
    unread: 1,
  },
  {
    between: ['ishaan.verma', 'priya.nair'],
    messages: [
      { from: 'ishaan.verma', text: 'Thanks for replying to my talk! Here is my portfolio: a campus app, 3,000 users.', hoursAgo: 9 },
      { from: 'priya.nair', text: 'Impressive. Can you do a short call tomorrow at 6?', hoursAgo: 8 },
      { from: 'ishaan.verma', text: 'Yes, 6 pm works. Thank you, Priya!', hoursAgo: 4 },
    ],
    unread: 1,
  },
  {
    between: ['rohan.mehta', 'neha.gupta'],
    messages: [
      { from: 'neha.gupta', text: 'Your default-handling answer in the comments was great. Need a finance co-founder?', hoursAgo: 230 },
      { from: 'rohan.mehta', text: 'We might! Let us meet at the Mumbai founders meetup.', hoursAgo: 228 },
    ],
  },
];

/** Connect requests (to anyone) and ignites (a Hustler to an Investor), as notifications. */
export interface DemoRequest {
  type: 'connect' | 'ignite';
  from: string;
  to: string;
  hoursAgo: number;
  read?: boolean;
}

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  { type: 'ignite', from: 'aarav.sharma', to: 'vikram.malhotra', hoursAgo: 390, read: true },
  { type: 'ignite', from: 'rohan.mehta', to: 'meera.kapoor', hoursAgo: 245, read: true },
  { type: 'ignite', from: 'ananya.iyer', to: 'vikram.malhotra', hoursAgo: 25 },
  { type: 'ignite', from: 'priya.nair', to: 'sanjay.reddy', hoursAgo: 7 },
  { type: 'connect', from: 'kavya.menon', to: 'aarav.sharma', hoursAgo: 185, read: true },
  { type: 'connect', from: 'neha.gupta', to: 'rohan.mehta', hoursAgo: 232, read: true },
  { type: 'connect', from: 'ishaan.verma', to: 'priya.nair', hoursAgo: 11 },
  { type: 'connect', from: 'diya.patel', to: 'rohan.mehta', hoursAgo: 6 },
  { type: 'connect', from: 'arjun.singh', to: 'ananya.iyer', hoursAgo: 3 },
];
