import { useQuery } from '@tanstack/react-query';
import { RailCard } from '../../../components/rail-card';
import { currentUserQueryOptions } from '../../../entities/session/current-user';
import { profileCompleteness } from '../profile-completeness';
import '../profile.css';

/** The rail's profile card: how complete the user's profile is, and what to add next. */
export function ProfileCompletenessCard() {
  const user = useQuery(currentUserQueryOptions());
  if (!user.data) return null;
  const { percent, missing } = profileCompleteness(user.data.role, user.data.profiledetails);
  return (
    <RailCard title="Your profile" more={percent < 100 ? { to: '/Update_profile', label: 'Complete your profile' } : { to: '/Profile', label: 'View your profile' }}>
      <div className="completeness">
        <p className="completeness-figure">
          <strong>{percent}%</strong> complete
        </p>
        <div className="completeness-bar" role="progressbar" aria-label="Profile completeness" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>
      {missing.length > 0 && <p className="rail-note">Add: {missing.slice(0, 3).join(', ')}{missing.length > 3 ? ` and ${missing.length - 3} more` : ''}.</p>}
    </RailCard>
  );
}
