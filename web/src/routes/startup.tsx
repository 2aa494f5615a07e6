import { getRouteApi } from '@tanstack/react-router';
import { StartupPage as Startup } from '../features/startups/components/startup-page';

const route = getRouteApi('/signed-in/startups/$slug');

export function StartupPage() {
  const { slug } = route.useParams();
  return <Startup key={slug} slug={slug} />;
}
