import { useNavigate } from '@tanstack/react-router';

/** The update forms' buttons: 'Save Changes' ('Saving...' while busy) and Cancel back to /Profile. */
export function ProfileFormActions({ saving }: { saving: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="profile-actions">
      <button type="submit" className="button-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </button>
      <button type="button" onClick={() => void navigate({ to: '/Profile' })}>
        Cancel
      </button>
    </div>
  );
}
