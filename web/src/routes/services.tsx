import { Services } from '../features/site/components/services-page';

export function ServicesPage() {
  return <Services />;
}
