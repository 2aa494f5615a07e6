import { faqEntries } from '../data/faq';

/** Nine questions, each a native disclosure (<details>/<summary>). */
export function FaqList() {
  return (
    <section className="landing-section" aria-labelledby="landing-faq-title">
      <div className="landing-container landing-container--narrow">
        <h2 id="landing-faq-title" className="landing-section-title">
          Frequently Asked Questions
        </h2>
        <div className="landing-faq">
          {faqEntries.map((entry) => (
            <details key={entry.question} className="landing-faq-item">
              <summary className="landing-faq-question">{entry.question}</summary>
              <p className="landing-faq-answer">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
