import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../../lib/api-client';
import { currentUserKeys } from '../session/current-user';
import { resendProofLink } from './email-proof-api';
import './resend-proof-link.css';

const FALLBACKS = { failed: 'Could not send the link. Please try again.', network: 'An error occurred. Please try again later.' };

interface Props {
  label: string;
  className?: string;
}

/**
 * A button that mails the signed-in account another link proving its email, and the server's answer
 * beside it (role=status, kept in the page empty so the answer is announced).
 */
export function ResendProofLink({ label, className }: Props) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: resendProofLink,
    // Sent at once, offline too, so the answer comes at once instead of waiting for the network.
    networkMode: 'always',
    onError: async (error) => {
      // 409: proven meanwhile (another tab, another device): the banners read the account again.
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
  const said = mutation.isSuccess ? mutation.data.message : mutation.isError ? errorText(mutation.error, FALLBACKS) : '';

  return (
    <>
      <button type="button" className={className} disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {label}
      </button>
      <p className="proof-link-status" role="status">
        {said}
      </p>
    </>
  );
}
