import { ContactUs } from '../features/site/components/contact-page';

export function ContactUsPage() {
  return <ContactUs />;
}
