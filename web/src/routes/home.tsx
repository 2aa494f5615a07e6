import { LandingPage } from '../features/landing/components/landing-page';

export function HomePage() {
  return <LandingPage />;
}
