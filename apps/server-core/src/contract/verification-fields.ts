// Verification requests and the badges they give (DESIGN §7.4), shared by the api and the web.

export const VERIFICATION_KINDS = ['investor', 'startup', 'person'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** code-sent: waiting for the code mailed to the work or startup address; more: the moderator asked for more. */
export const VERIFICATION_STATUSES = ['code-sent', 'pending', 'more', 'approved', 'rejected', 'revoked'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * While a request of a kind waits for a moderator, or its badge stands, the server takes no other of
 * that kind; one waiting for its code gives way to a new one, and one a moderator asked more of is
 * answered by a new one.
 */
export const HOLDING_STATUSES: readonly VerificationStatus[] = ['pending', 'approved'];

export const VERIFICATION_ACTIONS = ['approve', 'reject', 'more', 'revoke'] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

/** An investor proves a SEBI registration (an AIF or angel fund) or an angel network's membership. */
export const INVESTOR_BASES = ['sebi', 'angel-network'] as const;
export type InvestorBasis = (typeof INVESTOR_BASES)[number];

/** A badge as replies carry it: what kind of proof, and the words that say what was proven. */
export interface Badge {
  kind: VerificationKind;
  label: string;
}

export const MAX_PORTFOLIO = 3;
export const CODE_LENGTH = 6;

/** SEBI's AIF registration numbers, e.g. IN/AIF1/20-21/0812 (category 1 to 3). */
export const SEBI_AIF_PATTERN = '^IN/AIF[1-3]/\\d{2}-\\d{2}/\\d{3,5}$';
/** DPIIT recognition numbers, e.g. DIPP12345. */
export const DPIIT_PATTERN = '^DIPP\\d{3,7}$';

export function investorBadge(basis: InvestorBasis): Badge {
  return { kind: 'investor', label: basis === 'sebi' ? 'Verified investor · SEBI-registered' : 'Verified investor · Angel network' };
}

export function personBadge(domain: string): Badge {
  return { kind: 'person', label: `Work email · ${domain}` };
}

export const STARTUP_BADGE: Badge = { kind: 'startup', label: 'DPIIT-recognised' };

/** An address's domain, lower-cased ('' when it has none). */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** Mail services anyone can sign up to: an address there proves no workplace. */
export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'yahoo.in', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
  'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'rediffmail.com', 'zoho.com', 'zohomail.in', 'gmx.com',
  'mail.com', 'yandex.com', 'tutanota.com',
]);
