// Shapes the product API answers with (spec §3 and §7): the types derived from the servers' reply
// schemas in server-core's contract/.

export type {
  AuthReply,
  Connection,
  OwnUser,
  ProfileDetails,
  User,
} from '@startupsetu/server-core/contract/reply-types';
export type { Badge, InvestorBasis, VerificationKind, VerificationStatus } from '@startupsetu/server-core/contract/verification-fields';
export type { Verification, VerificationEvidence } from '@startupsetu/server-core/contract/verification-schemas';
