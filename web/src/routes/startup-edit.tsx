import { getRouteApi } from '@tanstack/react-router';
import { EditStartupPage as EditStartup } from '../features/startups/components/edit-startup-page';

const route = getRouteApi('/signed-in/startups/$slug/edit');

export function EditStartupPage() {
  const { slug } = route.useParams();
  return <EditStartup key={slug} slug={slug} />;
}
