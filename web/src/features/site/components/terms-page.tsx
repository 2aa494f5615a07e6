import { TERMS_EFFECTIVE_DATE, termsIntro, termsSections } from '../data/terms';
import { LegalDocument } from './legal-document';
import { StaticPage } from './static-page';

/** /Termsandconditions */
export function TermsAndConditions() {
  return (
    <StaticPage title="Terms & Conditions" intro={`Effective date: ${TERMS_EFFECTIVE_DATE}`}>
      <p className="legal-lead">{termsIntro}</p>
      <LegalDocument sections={termsSections} />
    </StaticPage>
  );
}
