import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorText } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { updateProfile } from '../api/profile-api';
import { currentUserKeys } from '../../../entities/session/current-user';
import { discoveryKeys } from '../../../entities/person/person-keys';

const FAILED = 'Failed to update profile';

/** Saves the update form: spec §8's alerts, fresh data everywhere the profile shows, then /Profile. */
export function useUpdateProfile({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: updateProfile,
    // The hook's own onSuccess, not mutate's: it still runs once saving has left the form's page.
    onSuccess: async () => {
      onSaved();
      showToast('Profile updated successfully!', 'success');
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      // Awaited so the profile card opens on the saved values rather than the old ones.
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      await navigate({ to: '/Profile' });
    },
    onError: (error) => showToast(errorText(error, { failed: FAILED, network: FAILED }), 'error'),
  });
}
