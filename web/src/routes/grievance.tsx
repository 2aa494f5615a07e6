import { Grievance } from '../features/site/components/grievance-page';

export function GrievancePage() {
  return <Grievance />;
}
