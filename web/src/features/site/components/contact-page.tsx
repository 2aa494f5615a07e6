import { FormPending } from '../../../components/form-pending';
import { CONTACT_CITY, CONTACT_EMAIL, GRIEVANCE_EMAIL, GRIEVANCE_OFFICER, GRIEVANCE_TIMES } from '../data/contact';
import { CONTACT_FORM, ContactForm } from './contact-form';
import { StaticPage } from './static-page';

/**
 * /ContactUs: the contact form beside the ways to reach the team. `pending`: the form's fields as
 * placeholders, as a first load arrives drawn (app/static-page-markup.tsx) while the form's code comes.
 */
export function ContactUs({ pending = false }: { pending?: boolean }) {
  return (
    <StaticPage path="/ContactUs" title="Contact Us" intro="Questions, feedback or partnership ideas? We read every message.">
      <div className="contact-layout">
        {pending ? (
          <div className="contact-form">
            <h2>{CONTACT_FORM.title}</h2>
            <FormPending fields={CONTACT_FORM.fields}>
              <button type="button" className="button-primary contact-submit" disabled>
                {CONTACT_FORM.submit}
              </button>
            </FormPending>
          </div>
        ) : (
          <ContactForm />
        )}
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Contact details</h2>
          <dl>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{CONTACT_CITY}</dd>
            </div>
            <div>
              <dt>Response time</dt>
              <dd>We usually reply within two working days.</dd>
            </div>
            <div>
              <dt>Complaints</dt>
              <dd>
                Grievance Officer: {GRIEVANCE_OFFICER}, <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>. {GRIEVANCE_TIMES}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </StaticPage>
  );
}
