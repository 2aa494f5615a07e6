import { benefits } from '../data/benefits';

/** The 'Why Join' grid of nine benefits. */
export function BenefitsGrid() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="landing-benefits-title">
      <div className="landing-container">
        <h2 id="landing-benefits-title" className="landing-section-title">
          Why Join StartupSetu?
        </h2>
        <p className="landing-section-subtitle">
          A free, focused community that helps you move from idea to impact.
        </p>
        <ul className="landing-grid landing-grid--cards">
          {benefits.map((benefit, index) => (
            <li key={benefit.title} className="landing-card landing-benefit">
              <span className="landing-benefit-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="landing-card-title">{benefit.title}</h3>
              <p className="landing-card-text">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
