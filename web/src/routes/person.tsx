import { getRouteApi } from '@tanstack/react-router';
import { PersonPage as Person } from '../features/people/components/person-page';
import { MemberStartups } from '../features/startups/components/member-startups';

const route = getRouteApi('/signed-in/people/$userId');

export function PersonPage() {
  const { userId } = route.useParams();
  return <Person key={userId} userId={userId} sections={<MemberStartups userId={userId} />} />;
}
