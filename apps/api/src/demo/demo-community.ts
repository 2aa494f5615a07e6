// The demo community `npm run seed:demo` creates: people of every role with full profiles, their
// videos, blogs and talks, and the likes, comments, chats and requests between them. Everything is
// named by a stable key (people by email), which is how a second run finds what the first made.
// Times are hours before the first run, so the feeds read like a few weeks of activity.

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

/**
 * Connect requests (to anyone) and ignites (a Hustler to an Investor), each with its notification;
 * those with `acceptedHoursAgo` were accepted then (a connection, and the requester told).
 */
export interface DemoRequest {
  type: 'connect' | 'ignite';
  from: string;
  to: string;
  hoursAgo: number;
  read?: boolean;
  acceptedHoursAgo?: number;
}

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  { type: 'ignite', from: 'aarav.sharma', to: 'vikram.malhotra', hoursAgo: 390, read: true, acceptedHoursAgo: 388 },
  { type: 'ignite', from: 'rohan.mehta', to: 'meera.kapoor', hoursAgo: 245, read: true },
  { type: 'ignite', from: 'ananya.iyer', to: 'vikram.malhotra', hoursAgo: 25 },
  { type: 'ignite', from: 'priya.nair', to: 'sanjay.reddy', hoursAgo: 7 },
  { type: 'connect', from: 'kavya.menon', to: 'aarav.sharma', hoursAgo: 185, read: true },
  { type: 'connect', from: 'neha.gupta', to: 'rohan.mehta', hoursAgo: 232, read: true, acceptedHoursAgo: 231 },
  { type: 'connect', from: 'ishaan.verma', to: 'priya.nair', hoursAgo: 11 },
  { type: 'connect', from: 'diya.patel', to: 'rohan.mehta', hoursAgo: 6 },
  { type: 'connect', from: 'arjun.singh', to: 'ananya.iyer', hoursAgo: 3 },
];
