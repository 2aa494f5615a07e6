import { AboutUs } from '../features/site/components/about-us-page';

export function AboutUsPage() {
  return <AboutUs />;
}
