// Shapes the product API answers with (spec §3 and §7): the types derived from the servers' reply
// schemas in server-core's contract/.

export type {
  AuthReply,
  Connection,
  OwnUser,
  ProfileDetails,
  User,
} from '@startupsetu/server-core/contract/reply-types';
