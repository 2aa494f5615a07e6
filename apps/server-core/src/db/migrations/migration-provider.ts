import type { Migration, MigrationProvider } from 'kysely';
import { initialSchema } from './0001-initial-schema';
import { userSearch } from './0002-user-search';
import { readState } from './0003-read-state';
import { idempotencyReplay } from './0004-idempotency-replay';
import { sessionVersion } from './0005-session-version';
import { connections } from './0006-connections';
import { discoveryOrder } from './0007-discovery-order';
import { sessions } from './0008-sessions';
import { messagesOutliveSender } from './0009-messages-outlive-sender';
import { safety } from './0010-safety';
import { uploadUsage } from './0011-upload-usage';
import { chatSummaries } from './0012-chat-summaries';
import { searchIndex } from './0013-search-index';
import { partialIndexes } from './0014-partial-indexes';
import { roleSearchIndex } from './0015-role-search-index';
import { push } from './0016-push';
import { videoUploads } from './0017-video-uploads';
import { searchIndexWithoutPendingList } from './0018-search-index-without-pending-list';
import { contentSearchIndex } from './0019-content-search-index';
import { pushSubscriptionSessions } from './0020-push-subscription-sessions';
import { startups } from './0021-startups';
import { jobs } from './0022-jobs';
import { applications } from './0023-applications';
import { jobAlerts } from './0024-job-alerts';
import { jobAlertPushes } from './0025-job-alert-pushes';
import { reportAppeals } from './0026-report-appeals';
import { investorFilters } from './0027-investor-filters';
import { replyWaiting } from './0028-reply-waiting';
import { emailProofs } from './0029-email-proofs';
import { privacyAndMessageRequests } from './0030-privacy-and-message-requests';
import { verifications } from './0031-verifications';
import { verificationDocuments } from './0032-verification-documents';

// Static list rather than a folder scan: works the same under tsx, vitest and any bundler.
// Names sort in the order they must run; never rename or edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-user-search': userSearch,
  '0003-read-state': readState,
  '0004-idempotency-replay': idempotencyReplay,
  '0005-session-version': sessionVersion,
  '0006-connections': connections,
  '0007-discovery-order': discoveryOrder,
  '0008-sessions': sessions,
  '0009-messages-outlive-sender': messagesOutliveSender,
  '0010-safety': safety,
  '0011-upload-usage': uploadUsage,
  '0012-chat-summaries': chatSummaries,
  '0013-search-index': searchIndex,
  '0014-partial-indexes': partialIndexes,
  '0015-role-search-index': roleSearchIndex,
  '0016-push': push,
  '0017-video-uploads': videoUploads,
  '0018-search-index-without-pending-list': searchIndexWithoutPendingList,
  '0019-content-search-index': contentSearchIndex,
  '0020-push-subscription-sessions': pushSubscriptionSessions,
  '0021-startups': startups,
  '0022-jobs': jobs,
  '0023-applications': applications,
  '0024-job-alerts': jobAlerts,
  '0025-job-alert-pushes': jobAlertPushes,
  '0026-report-appeals': reportAppeals,
  '0027-investor-filters': investorFilters,
  '0028-reply-waiting': replyWaiting,
  '0029-email-proofs': emailProofs,
  '0030-privacy-and-message-requests': privacyAndMessageRequests,
  '0031-verifications': verifications,
  '0032-verification-documents': verificationDocuments,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
