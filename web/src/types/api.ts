// Shapes the product API answers with (spec §3 and §7).

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

export interface User {
  _id: string;
  /** The signed-in user's own, the co-founder list's and the chat strip's; left out of other lists. */
  email?: string;
  role: string;
  verified: boolean;
  profiledetails: ProfileDetails;
}

export interface AuthReply {
  success: boolean;
  message: string;
  accessToken: string;
  id: string;
  role: string;
}
