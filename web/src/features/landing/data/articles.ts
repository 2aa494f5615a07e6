/** A built-in article of the landing page's Featured Articles section (spec §3, Article). */
export interface Article {
  id: number;
  title: string;
  /** Served by the app itself (web/public/articles), so the page works offline. */
  image: string;
  /** Several paragraphs, separated by a blank line. */
  description: string;
}

export const articles: readonly Article[] = [
  {
    id: 1,
    title: 'The Rise of the Idea-Makers: Why Every Great Startup Begins with a Notebook',
    image: '/articles/article-1.svg',
    description: `Every startup that now employs hundreds of people began as a half-formed thought scribbled in a notebook, typed into a phone on a crowded local train, or argued over chai at midnight. The idea-makers of India are students, homemakers, engineers and shopkeepers who notice a problem and refuse to stop thinking about it.

An idea on its own is fragile. It becomes stronger when you write it down, describe the person who has the problem, and estimate what it costs them today. The best idea-makers keep a running list, revisit it weekly, and talk to at least five people who live with the problem before writing a single line of code.

On StartupSetu you can post your idea for free as a Hustler, even if you have never run a company. Share it early: the feedback of co-founders, mentors and investors in the community will sharpen it far faster than a year of working alone.`,
  },
  {
    id: 2,
    title: 'Giving Visions a Voice: How to Tell the Story Behind Your Startup',
    image: '/articles/article-2.svg',
    description: `A vision that stays in your head cannot attract a co-founder, a first customer or an investor. Giving it a voice means explaining, in plain words, what the world looks like once your product exists and why you are the person to build it.

Start with the problem, not the product. Tell the story of one real user: the kirana owner who loses stock to spoilage, the farmer who sells below market price, the student who cannot find an internship outside a metro. Then show how your solution changes their day. Numbers matter, but stories are what people remember and repeat.

Practise your story in different lengths: a one-line summary, a one-minute talk and a five-minute walk-through. Short videos and talks on StartupSetu are an easy way to rehearse in public, collect reactions and find the words that make people lean in.`,
  },
  {
    id: 3,
    title: 'Community-Driven Startups: Building with People, Not Just for Them',
    image: '/articles/article-3.svg',
    description: `Some of the most resilient startups are built together with the community they serve. Instead of guessing what users want, the founders invite them in early: as testers, contributors, ambassadors and sometimes even as the first small investors.

A community gives you honest feedback, word-of-mouth growth and a support network when things get hard. It also holds you accountable. Regional language creators, local farming cooperatives and college developer clubs across India show how a committed group can take a product further than a large marketing budget.

Building a community takes consistency: answer every question, share your progress openly, celebrate the members who help you and admit your mistakes. Use StartupSetu to find your first hundred supporters, exchange ideas with other founders and turn followers into collaborators.`,
  },
  {
    id: 4,
    title: 'Bootstrapping 101: Growing Your Startup Without Outside Money',
    image: '/articles/article-4.svg',
    description: `Bootstrapping means building your company with your own savings and, as soon as possible, with revenue from customers. It is slower than raising a large round, but it keeps you in full control and forces you to build something people will actually pay for.

The rules are simple and strict. Charge from day one, even a small amount. Keep fixed costs low: work from home or a shared space, use free and open-source tools, and hire only when the work clearly pays for itself. Track your runway every month and know exactly how many months you can survive if sales stall.

Many well-known Indian software and consumer brands were bootstrapped for years before they ever met an investor. When you do decide to raise, a profitable, lean business negotiates from strength. Until then, StartupSetu's community of mentors and co-founders can fill the gaps that money usually buys.`,
  },
  {
    id: 5,
    title: 'Pitching to Investors: What They Really Want to Hear',
    image: '/articles/article-5.svg',
    description: `Investors see hundreds of pitches every month, and most are rejected within the first few minutes. The pitches that get a second meeting answer four questions quickly: how big is the problem, why is your solution better, why is now the right time, and why is this team the one to win.

Keep your deck to about ten slides. Lead with traction if you have any: users, revenue, growth rate or letters of intent. Be honest about risks and show that you have thought about them. Know your numbers by heart, including customer acquisition cost, margins and how long the money you are asking for will last.

Most importantly, research the investor before you pitch. Angels and funds have favourite sectors, ticket sizes and stages. On StartupSetu you can browse investor profiles, see what excites them and reach out when your startup is a genuine fit instead of sending a hundred cold emails.`,
  },
  {
    id: 6,
    title: 'From Side Hustle to Scalable Business: Knowing When to Go All In',
    image: '/articles/article-6.svg',
    description: `Many founders start on weekends and late evenings while keeping a full-time job. A side hustle is a low-risk way to test an idea, find the first customers and learn whether you enjoy the work before betting your savings on it.

The hard question is when to make the leap. Look for clear signals: customers who pay and come back, demand that grows without you pushing it, and a waiting list you cannot serve in your spare hours. Before you resign, build a personal runway of at least six to twelve months of living expenses.

Scaling also means changing how you work. Write down your processes, automate the repetitive tasks and bring in a co-founder whose skills complement yours. StartupSetu helps you find that partner, along with early hires from the Job Seeker community, when your side project is ready to become a company.`,
  },
  {
    id: 7,
    title: 'Listening to Users: Turning Feedback into Your Best Product Decisions',
    image: '/articles/article-7.svg',
    description: `Your users know things about your product that you never will. They see the confusing button, the missing feature and the slow page on a budget phone with a patchy network. Founders who listen carefully build better products with less wasted effort.

Collect feedback in several ways: short interviews, simple in-app surveys, support messages and, above all, watching people use your product without helping them. Look for patterns rather than reacting to the loudest voice, and separate what users say they want from the problem they are actually trying to solve.

Close the loop. When a suggestion ships, tell the person who asked for it; this turns users into loyal advocates. Share your prototypes on StartupSetu, ask the community for honest reactions, and treat every critical comment as free consulting.`,
  },
  {
    id: 8,
    title: 'Ethical and Sustainable Startups: Building Businesses That Last',
    image: '/articles/article-8.svg',
    description: `A growing number of Indian founders want their companies to do well and do good at the same time. Ethical and sustainable startups consider their impact on people and the planet from the very first day, not as an afterthought once they are large.

This shows up in everyday choices: fair pay and safe conditions for workers, honest pricing, responsible handling of user data, less packaging and waste, and suppliers who share the same values. These choices build trust with customers and increasingly with investors, many of whom now look at environmental and social impact alongside returns.

Sustainability is also a huge opportunity, from clean energy and electric mobility to water conservation and circular fashion. If you are building in these areas, StartupSetu can connect you with investors who care about social impact and with co-founders who want their work to matter.`,
  },
  {
    id: 9,
    title: 'The Rise of Digital Entrepreneurs in India',
    image: '/articles/article-9.svg',
    description: `Affordable smartphones, cheap mobile data and instant UPI payments have turned India into one of the largest digital markets in the world. Today an entrepreneur in a small town can reach customers across the country without opening a single physical store.

Digital entrepreneurs are building online stores, educational channels, software tools for small businesses, regional language content and services for farmers and artisans. Government programmes such as Startup India and Digital India, together with a maturing network of incubators, make it easier than ever to register a company and find support.

The opportunity is enormous, but so is the competition. Success depends on understanding your audience, building trust and learning fast. Join StartupSetu to learn from founders who have been there, showcase your work through videos and blogs, and connect with investors and collaborators from every corner of India.`,
  },
];
