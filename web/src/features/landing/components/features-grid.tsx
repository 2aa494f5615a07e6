import { features } from '../data/features';

/** What the platform offers: nine feature cards. */
export function FeaturesGrid() {
  return (
    <section className="landing-section" aria-labelledby="landing-features-title">
      <div className="landing-container">
        <h2 id="landing-features-title" className="landing-section-title">
          Everything You Need to Build Your Startup
        </h2>
        <p className="landing-section-subtitle">
          One place to share ideas, find your team, meet investors and grow.
        </p>
        <ul className="landing-grid landing-grid--cards">
          {features.map((feature) => (
            <li key={feature.title} className="landing-card landing-feature">
              <span className="landing-feature-icon" aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  focusable="false"
                >
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="landing-card-title">{feature.title}</h3>
              <p className="landing-card-text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
