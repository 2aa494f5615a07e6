import { JoinCall } from './join-call';
import { RoleGrid } from './role-grid';
import { StaticPage } from './static-page';

/** /AboutUs: what StartupSetu is, why it exists and who it is for. */
export function AboutUs() {
  return (
    <StaticPage
      path="/AboutUs"
      title="About Us"
      intro="StartupSetu is a bridge (setu) between the people who dream up startups and the people who help them grow."
    >
      <section className="site-section" aria-labelledby="about-what">
        <h2 id="about-what">What StartupSetu is</h2>
        <p>
          StartupSetu is a community for the Indian startup ecosystem. Founders and idea owners, investors, co-founders
          and job seekers meet here for funding, pitching, mentorship, collaboration and networking. Members share their
          ideas as videos, blogs and short talks, browse each other&apos;s profiles, chat one to one and hear about new
          opportunities through notifications.
        </p>
        <p>
          Great ideas come from every city and town in India, not only from a few startup hubs. Too many of them stop at
          the idea stage because the person behind them does not know a single investor, cannot find a technical partner
          or has no one to give honest feedback. StartupSetu exists to close that gap.
        </p>
      </section>

      <section className="site-section" aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p className="site-callout">
          To give every Indian with a startup idea a fair chance to build it, by connecting them with the capital,
          co-founders and talent they need, free of charge.
        </p>
        <ul className="site-values">
          <li>
            <h3>Open to everyone</h3>
            <p>Joining and posting your ideas is free. No introductions, no gatekeepers.</p>
          </li>
          <li>
            <h3>Built on trust</h3>
            <p>Verified badges, real profiles and one-to-one conversations instead of cold emails.</p>
          </li>
          <li>
            <h3>Community first</h3>
            <p>Founders learn from each other through videos, blogs, talks and comments.</p>
          </li>
        </ul>
      </section>

      <section className="site-section" aria-labelledby="about-roles">
        <h2 id="about-roles">Who StartupSetu is for</h2>
        <p>When you sign up you choose one of four roles. Each has its own profile and dashboard.</p>
        <RoleGrid />
      </section>

      <JoinCall />
    </StaticPage>
  );
}
