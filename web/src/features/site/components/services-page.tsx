import { JoinCall } from './join-call';
import { RoleGrid } from './role-grid';
import { StaticPage } from './static-page';

const STEPS = [
  { title: 'Sign up and choose your role', text: 'Create a free account with your email and pick Hustler, Investor, Co-founder or Job Seeker.' },
  { title: 'Build your profile', text: 'Tell the community about your project, skills, interests or the role you want. You can skip it and come back later.' },
  { title: 'Share and discover', text: 'Post pitch videos, blogs and short talks, and explore the profiles of the people you are looking for.' },
  { title: 'Connect and grow', text: 'Chat one to one, get notified when someone is interested, and turn conversations into partnerships.' },
] as const;

const SERVICES = [
  { title: 'Pitch videos', text: 'Upload a video of your idea; members can like it and comment on it.' },
  { title: 'Blogs and talks', text: 'Write about what you are building, or post a short talk to start a conversation.' },
  { title: 'Profile discovery', text: 'Browse co-founders, startups, investors and job seekers, and search co-founders by name, skills or bio.' },
  { title: 'Messages', text: 'Talk one to one with anyone in the community, in real time.' },
  { title: 'Notifications', text: 'Hear when someone wants to connect, when a founder ignites your interest, or when your video gets a comment.' },
  { title: 'Verified profiles', text: 'A verified badge shows that the StartupSetu team has checked an account.' },
] as const;

/** /Services: how StartupSetu works and what each role gets. */
export function Services() {
  return (
    <StaticPage path="/Services" title="Services" intro="Everything you need to take an idea from a notebook to a funded team, in one free community.">
      <section className="site-section" aria-labelledby="services-how">
        <h2 id="services-how">How it works</h2>
        <ol className="site-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="site-step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="site-section" aria-labelledby="services-roles">
        <h2 id="services-roles">The roles</h2>
        <p>Each role gets a profile and a dashboard made for what it is looking for.</p>
        <RoleGrid detailed />
      </section>

      <section className="site-section" aria-labelledby="services-features">
        <h2 id="services-features">What is included</h2>
        <ul className="site-grid">
          {SERVICES.map((service) => (
            <li key={service.title} className="site-card">
              <h3 className="site-card-title">{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <JoinCall />
    </StaticPage>
  );
}
