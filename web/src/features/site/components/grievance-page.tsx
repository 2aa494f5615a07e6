import { AppLink } from '../../../components/app-link';
import { GAC_URL, GRIEVANCE_OFFICER_DETAILS, GRIEVANCE_PAGE, GRIEVANCE_TIMELINES, HOW_TO_COMPLAIN } from '../data/grievance';
import { StaticPage } from './static-page';

/** /grievance: the Grievance Officer, how to complain, the timelines and the appeal to the GAC (DESIGN §7.4). */
export function Grievance() {
  const { name, email, place } = GRIEVANCE_OFFICER_DETAILS;
  return (
    <StaticPage path="/grievance" title={GRIEVANCE_PAGE.title} intro={GRIEVANCE_PAGE.intro}>
      <div className="legal-document">
        <section className="legal-section" aria-labelledby="grievance-officer">
          <h2 id="grievance-officer">Our Grievance Officer</h2>
          <dl className="grievance-details">
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>StartupSetu, {place}</dd>
            </div>
          </dl>
        </section>
        <section className="legal-section" aria-labelledby="grievance-how">
          <h2 id="grievance-how">How to complain</h2>
          <p>
            Email the Grievance Officer at <a href={`mailto:${email}`}>{email}</a> with:
          </p>
          <ul>
            {HOW_TO_COMPLAIN.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            To report a person or something they posted, you can also use Report in its ⋯ menu. If we removed something of yours, the notice we sent you has an
            Appeal button: another moderator reviews it. A suspended account can appeal by writing to the Grievance Officer.
          </p>
        </section>
        <section className="legal-section" aria-labelledby="grievance-timelines">
          <h2 id="grievance-timelines">When you will hear from us</h2>
          <ul>
            {GRIEVANCE_TIMELINES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section className="legal-section" aria-labelledby="grievance-appeal">
          <h2 id="grievance-appeal">If you are not satisfied</h2>
          <p>
            You may appeal our Grievance Officer&apos;s decision to the Grievance Appellate Committee set up by the Government of India, within 30 days of
            receiving it, at{' '}
            <a href={GAC_URL} rel="noopener noreferrer" target="_blank">
              {GAC_URL}
            </a>
            .
          </p>
          <p>
            How we handle your personal data, and the rights you have over it, are in our <AppLink to="/privacy-policy">Privacy Policy</AppLink>.
          </p>
        </section>
      </div>
    </StaticPage>
  );
}
