const STATS = [
  { value: '1000+', label: 'Startups' },
  { value: '500+', label: 'Investors' },
  { value: '50Cr+', label: 'Funded' },
] as const;

/** The spec's three headline figures. */
export function Stats() {
  return (
    <section className="landing-stats" aria-labelledby="landing-stats-title">
      <div className="landing-container">
        <h2 id="landing-stats-title" className="landing-visually-hidden">
          StartupSetu in numbers
        </h2>
        <ul className="landing-stats-list">
          {STATS.map((stat) => (
            <li key={stat.label} className="landing-stat">
              <span className="landing-stat-value">{stat.value}</span>
              <span className="landing-stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
