import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMoreButton } from '../../../components/load-more-button';
import { HOLDING_STATUSES } from '@startupsetu/server-core/contract/verification-fields';
import { basisWords, KIND_NAMES, STATUS_WORDS } from '../../../entities/person/verification-words';
import { errorText } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import type { Verification, VerificationKind } from '../../../types/api';
import { VerificationDocumentButton } from '../../../entities/verification/verification-document';
import { myVerificationsOptions } from '../api/verification-api';
import { VerificationDocumentPicker } from './verification-document-picker';
import { InvestorVerificationForm } from './verification-section-investor';
import { WorkEmailVerification } from './verification-section-work-email';

/** A request waiting for its code or a moderator, or a badge standing: what the section shows instead of a new request. */
const isLive = (request: Verification) => request.status === 'code-sent' || HOLDING_STATUSES.includes(request.status);

/** What a request was for, beside its kind: the work address, or how an investor is registered. */
function requestDetail({ kind, evidence }: Verification): string | null {
  if (kind === 'person') return evidence.workEmail ?? null;
  if (kind === 'startup') return evidence.startup ?? null;
  return basisWords(evidence.basis);
}

function RequestList({ requests }: { requests: Verification[] }) {
  return (
    <ul className="settings-verifications" aria-label="Your verification requests">
      {requests.map((request) => {
        const detail = requestDetail(request);
        return (
          <li key={request._id} className="settings-verification">
            <p className="settings-verification-what">
              <strong>{KIND_NAMES[request.kind]}</strong>
              {detail && <span className="settings-verification-detail"> · {detail}</span>}
            </p>
            <p className={`settings-verification-status is-${request.status}`}>{STATUS_WORDS[request.status]}</p>
            {request.reason && <p className="settings-verification-reason">Moderator's reason: {request.reason}</p>}
            <VerificationDocumentButton request={request} />
            {request.kind === 'investor' && request.status === 'pending' && <VerificationDocumentPicker request={request} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The 'Verification' section of /settings (DESIGN §7.4): the user's requests for badges with what
 * was decided and why, an investor's request (SEBI registration or angel network) for the
 * moderators, and a work email proven by a mailed code.
 */
export function VerificationSection() {
  const mine = useInfiniteQuery(myVerificationsOptions());
  const requests = mine.data?.pages.flatMap((page) => page.data) ?? [];
  const live = (kind: VerificationKind) => requests.find((request) => request.kind === kind && isLive(request));
  const isInvestor = getSession()?.role === 'Investor';

  return (
    <section className="settings-section" aria-labelledby="verification-title">
      <h2 id="verification-title">Verification</h2>
      <p className="settings-hint">A badge on your profile says what was proven, such as 'Verified investor · SEBI-registered' or 'Work email · acme.in'.</p>
      {mine.isPending && <p role="status">Loading...</p>}
      {mine.isError && (
        <p className="form-error" role="alert">
          {errorText(mine.error, { failed: 'Could not load your verification requests.', network: 'An error occurred. Please try again later.' })}
        </p>
      )}
      {requests.length > 0 && <RequestList requests={requests} />}
      {mine.hasNextPage && <LoadMoreButton list={mine} />}
      {mine.isSuccess && (
        <>
          {isInvestor && !live('investor') && <InvestorVerificationForm />}
          <WorkEmailVerification request={live('person')} />
        </>
      )}
    </section>
  );
}
