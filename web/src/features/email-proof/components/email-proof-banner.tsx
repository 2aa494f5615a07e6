import { useQuery } from '@tanstack/react-query';
import { ResendProofLink } from '../../../entities/email-proof/resend-proof-link';
import { currentUserQueryOptions } from '../../../entities/session/current-user';
import '../email-proof.css';

/**
 * Above every signed-in page while the account has not proven its email (DESIGN §7.4): what it
 * cannot do until then, where the link went, and another link. Nothing while that is not known (a
 * saved copy from before the field, offline with no copy), so a proven account never sees it flash.
 */
export function EmailProofBanner() {
  const user = useQuery(currentUserQueryOptions()).data;
  if (user?.emailVerified !== false) return null;
  return (
    <section className="email-proof-banner" aria-label="Confirm your email">
      <p className="email-proof-text">
        Confirm your email to message, connect and apply. We sent a link to <strong>{user.email}</strong>.
      </p>
      <ResendProofLink label="Send the link again" />
    </section>
  );
}
