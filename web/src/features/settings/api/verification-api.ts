import type { InvestorBasis } from '@startupsetu/server-core/contract/verification-fields';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { verificationDocumentPath } from '../../../entities/verification/verification-document';
import type { Verification } from '../../../types/api';

interface VerificationReply {
  success: boolean;
  verification: Verification;
}

// Under 'auth' like the other settings reads: what a moderator decided is shown as the server has it now.
export const myVerificationsKey = ['auth', 'verifications'] as const;

const MINE_PAGE_SIZE = 20;

/** GET /api/verifications/mine: the user's requests for badges, newest first, with the moderators' reasons, a page at a time. */
export function myVerificationsOptions() {
  return infiniteQueryOptions({
    queryKey: myVerificationsKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<{ success: boolean; data: Verification[]; nextCursor: string | null }>(
        `/api/verifications/mine?limit=${MINE_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export interface InvestorRequest {
  basis: InvestorBasis;
  registrationNumber?: string;
  network?: string;
  url: string;
  portfolio: string[];
}

/** POST /api/verifications for an investor badge: it waits for a moderator. */
export async function requestInvestorBadge(request: InvestorRequest): Promise<Verification> {
  return (await apiRequest<VerificationReply>('/api/verifications', { method: 'POST', json: { kind: 'investor', ...request } })).verification;
}

/** POST /api/verifications for a work email badge: a code is mailed to the address. */
export async function requestWorkEmailBadge(workEmail: string): Promise<Verification> {
  return (await apiRequest<VerificationReply>('/api/verifications', { method: 'POST', json: { kind: 'person', workEmail } })).verification;
}

/** PUT /api/verifications/:id/document: the certificate or letter a moderator checks (a PDF, PNG or JPEG of at most 5 MB). */
export async function sendVerificationDocument({ id, file }: { id: string; file: File }): Promise<Verification> {
  const form = new FormData();
  form.append('document', file, file.name);
  return (await apiRequest<VerificationReply>(verificationDocumentPath(id), { method: 'PUT', form })).verification;
}
