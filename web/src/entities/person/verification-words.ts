import type { Verification, VerificationKind, VerificationStatus } from '../../types/api';

// Requests for badges (DESIGN §7.4) in plain words, for the requester's settings and the moderators' queue.

export const KIND_NAMES: Record<VerificationKind, string> = {
  investor: 'Investor',
  person: 'Work email',
  startup: 'Startup (DPIIT recognition)',
};

export const STATUS_WORDS: Record<VerificationStatus, string> = {
  'code-sent': 'Waiting for the code we emailed',
  pending: 'Waiting for a moderator',
  more: 'A moderator asked for more',
  approved: 'Approved',
  rejected: 'Not approved',
  revoked: 'Revoked',
};

/** What a request offers as proof, one readable line each (the page that names them is given apart, as a link). */
export function evidenceLines({ kind, evidence }: Pick<Verification, 'kind' | 'evidence'>): Array<{ label: string; value: string }> {
  const lines: Array<{ label: string; value: string | undefined }> =
    kind === 'investor'
      ? [
          evidence.basis === 'sebi'
            ? { label: 'SEBI registration number', value: evidence.registrationNumber }
            : { label: 'Angel network', value: evidence.network },
          { label: 'Portfolio', value: evidence.portfolio?.join(', ') },
        ]
      : kind === 'person'
        ? [{ label: 'Work email', value: evidence.workEmail }]
        : [
            { label: 'Startup', value: evidence.startup },
            { label: 'DPIIT number', value: evidence.dpiitNumber },
            { label: 'Address at its domain', value: evidence.domainEmail },
          ];
  return lines.filter((line): line is { label: string; value: string } => !!line.value);
}

/** How an investor's request is based, in words. */
export function basisWords(basis: Verification['evidence']['basis']): string | null {
  if (basis === 'sebi') return 'SEBI-registered fund';
  if (basis === 'angel-network') return 'Angel network';
  return null;
}
