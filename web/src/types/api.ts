// Shapes the product API answers with (spec §3 and §7).

import type { Connection } from '@startupsetu/server-core/contract/reply-types';

export interface ProfileDetails {
  Username?: string;
  bio?: string;
  profilePic?: string | null;
  phoneno?: string;
  project?: string;
  currentStage?: string;
  skills?: string[];
  currentWork?: string;
  contribution?: string;
  superpower?: string;
  displayName?: string;
  interestAreas?: string[];
  explorationPreference?: number | string;
  excitement?: string;
  aboutMe?: string;
  experience?: string;
  desiredRole?: string;
  dreamProject?: string;
  investorType?: string;
  contactEmail?: string;
  adventureAlert?: number | string;
}

export type { Connection } from '@startupsetu/server-core/contract/reply-types';

export interface User {
  _id: string;
  /** The signed-in user's own, the co-founder list's and the chat strip's; left out of other lists. */
  email?: string;
  role: string;
  verified: boolean;
  profiledetails: ProfileDetails;
  /** On other people's cards and profiles: the viewer's state with them. */
  connection?: Connection;
  /** The pending request between the two, when there is one. */
  requestId?: string;
  /** The signed-in user's own: they may moderate reports (/moderation). */
  moderator?: boolean;
}

/** What signing up or in answers. */
export type { AuthReply } from '@startupsetu/server-core/contract/reply-types';
