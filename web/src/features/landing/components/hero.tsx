import { AppLink } from '../../../components/app-link';

/** The page's only h1, the free-to-join promise and the sign-up call to action. */
export function Hero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="landing-container landing-hero-inner">
        <p className="landing-eyebrow">India&apos;s startup and investor community</p>
        <h1 id="landing-hero-title" className="landing-hero-title">
          Turn your idea into a startup, <span className="landing-highlight">together</span>
        </h1>
        <p className="landing-hero-text">
          StartupSetu brings founders, investors, co-founders and job seekers together for funding,
          pitching, mentorship, collaboration and networking. Joining is free, and so is posting
          your ideas.
        </p>
        <div className="landing-hero-actions">
          <AppLink to="/signup" className="landing-button landing-button--accent landing-button--large">
            Get Started for Free
          </AppLink>
          <AppLink to="/Services" className="landing-button landing-button--ghost landing-button--large">
            See How It Works
          </AppLink>
        </div>
      </div>
    </section>
  );
}
