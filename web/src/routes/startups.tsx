import { StartupsDirectory } from '../features/startups/components/startups-directory';

export function StartupsPage() {
  return <StartupsDirectory />;
}
