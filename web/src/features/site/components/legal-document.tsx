import type { LegalSection } from '../data/legal';

/** A heading's anchor id: 'Legal Bases (GDPR)' → 'legal-bases-gdpr'. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The sections of a legal page, each a titled region. */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="legal-document">
      {sections.map((section) => {
        const id = slug(section.heading);
        return (
          <section key={id} className="legal-section" aria-labelledby={id}>
            <h2 id={id}>{section.heading}</h2>
            {section.blocks.map((block, index) =>
              typeof block === 'string' ? (
                <p key={index}>{block}</p>
              ) : (
                <ul key={index}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        );
      })}
    </div>
  );
}
