import { MyApplications } from '../features/applications/components/my-applications';

export function ApplicationsPage() {
  return <MyApplications />;
}
