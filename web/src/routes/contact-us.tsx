import { ContactUs } from '../features/site/components/contact-page';

export function ContactUsPage() {
  return <ContactUs />;
}

/** The page drawn before its app (web/build/pages.ts): the form's fields as placeholders. */
export function ContactUsPending() {
  return <ContactUs pending />;
}
