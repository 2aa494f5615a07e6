import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { proofLink, proofMail } from '../../mail/proof-mail';
import { storeEmailProof } from './email-proofs-repository';
import { newLinkToken } from './link-tokens';

/**
 * Stores a proof link for `email` and mails it (DESIGN §7.4); false when the account has had its
 * links for the day. A mail that fails is logged, not thrown: the person can ask for another.
 */
export async function mailProofLink(app: FastifyInstance, log: FastifyBaseLogger, userId: string, email: string, change: boolean): Promise<boolean> {
  const { token, tokenHash } = newLinkToken();
  if (!(await storeEmailProof(app.db, userId, email, tokenHash))) return false;
  await app.mailer.send(proofMail(email, proofLink(app.config.appUrl, token), change)).catch((error: unknown) => log.error({ err: error }, 'email proof mail failed'));
  return true;
}
