import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '@startupsetu/server-core/errors';

// A suspended person cannot sign in, so the mail telling them of the suspension carries their way
// to appeal it (DESIGN §7.4): a link to /appeal whose token names the decision (its report, the
// person and the decision's time) and is signed with a key of its own made from the service's
// secret. No table holds it: a decision changed since (reversed, decided again) no longer matches,
// and the appeal itself is once per decision (report_appeals' unique index).

export const APPEAL_LINK_DAYS = 30;
export const INVALID_APPEAL_LINK = 'This appeal link is not valid: open the link from the email again';
export const EXPIRED_APPEAL_LINK = 'This appeal link has expired: write to our Grievance Officer (see /grievance)';

export interface AppealLinkClaims {
  reportId: string;
  userId: string;
  /** The decision's time, as its reports carry it in decided_at. */
  decidedAt: string;
}

interface SignedClaims {
  r: string;
  u: string;
  d: string;
  /** Expiry, in milliseconds. */
  e: number;
}

/** The key of appeal links, made from the service's secret (as the internal secret is). */
export const appealLinkKey = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('startupsetu:appeal-links').digest();

const signatureOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function appealToken(key: Buffer, claims: AppealLinkClaims, now = Date.now()): string {
  const signed: SignedClaims = { r: claims.reportId, u: claims.userId, d: claims.decidedAt, e: now + APPEAL_LINK_DAYS * 24 * 60 * 60 * 1000 };
  const payload = Buffer.from(JSON.stringify(signed)).toString('base64url');
  return `${payload}.${signatureOf(key, payload)}`;
}

/** `<APP_URL>/appeal?token=<token>`: the page where the person writes their appeal. */
export const appealPageLink = (appUrl: string, token: string) => `${appUrl}/appeal?token=${encodeURIComponent(token)}`;

/** The decision a token names: 400 when it is not one of ours, 410 once it has expired. */
export function readAppealToken(key: Buffer, token: string, now = Date.now()): AppealLinkClaims {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw new HttpError(400, INVALID_APPEAL_LINK, 'token');
  const expected = Buffer.from(signatureOf(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(400, INVALID_APPEAL_LINK, 'token');
  let claims: Partial<SignedClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SignedClaims>;
  } catch {
    throw new HttpError(400, INVALID_APPEAL_LINK, 'token');
  }
  const { r, u, d, e } = claims;
  if (typeof r !== 'string' || typeof u !== 'string' || typeof d !== 'string' || typeof e !== 'number') throw new HttpError(400, INVALID_APPEAL_LINK, 'token');
  if (e <= now) throw new HttpError(410, EXPIRED_APPEAL_LINK);
  return { reportId: r, userId: u, decidedAt: d };
}
