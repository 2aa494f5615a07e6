// Signing in and proving who one is: sessions, the mailed links (password resets, email proofs) and
// failed sign-ins (the per-email lock).

export interface SessionsTable {
  id: string;
  user_id: string;
  /** The browser's User-Agent when the session began (trimmed), for the devices list. */
  user_agent: string;
  created_at: string;
  /** Moved forward as the session is used; a session unused for 30 days has ended. */
  last_seen_at: string;
  /** Set when the session is ended (sign-out, another device, password change, reset, revoke). */
  ended_at: string | null;
}

export interface PasswordResetsTable {
  /** SHA-256 (hex) of the token sent by email; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A mailed link proving an email address: at sign-up, on a resend, or for a changed address (DESIGN §7.4). */
export interface EmailProofsTable {
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** The address the link proves: the account's own, or the new one it changes to. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SignInFailuresTable {
  id: string;
  /** Normalised email the failed sign-in was for (whether or not it has an account). */
  email: string;
  failed_at: string;
}
