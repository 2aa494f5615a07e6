import { privacyIntro, privacySections } from '../data/privacy-policy';
import { LegalDocument } from './legal-document';
import { StaticPage } from './static-page';

/** /privacy-policy */
export function PrivacyPolicy() {
  return (
    <StaticPage title="Privacy Policy">
      <p className="legal-lead">{privacyIntro}</p>
      <LegalDocument sections={privacySections} />
    </StaticPage>
  );
}
