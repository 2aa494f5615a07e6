import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Verification } from '../../../types/api';

interface VerificationReply {
  success: boolean;
  verification: Verification;
}

// DPIIT recognition (DESIGN §7.4): a startup's admin asks with its number and an address at its
// website's domain, types the code mailed there, and a moderator decides. Under 'auth': shown as the server has it now.
export const startupVerificationsKey = ['auth', 'verifications', 'startup'] as const;

/** The user's requests (GET /api/verifications/mine) for the startup `slug`, newest first. */
export function startupVerificationsOptions(slug: string) {
  return queryOptions({
    queryKey: [...startupVerificationsKey, slug],
    queryFn: async ({ signal }) =>
      // A person asks for a handful of startups at most: one page of their startup requests holds them.
      (await apiRequest<{ success: boolean; data: Verification[] }>('/api/verifications/mine?kind=startup&limit=100', { signal })).data.filter(
        (request) => request.kind === 'startup' && request.evidence.startup === slug,
      ),
  });
}

/** POST /api/verifications for the startup: a code is mailed to `domainEmail`. */
export async function requestDpiitBadge(request: { startup: string; dpiitNumber: string; domainEmail: string }): Promise<Verification> {
  return (await apiRequest<VerificationReply>('/api/verifications', { method: 'POST', json: { kind: 'startup', ...request } })).verification;
}
