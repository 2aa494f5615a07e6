import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { PROOF_TTL_MS } from '../routes/auth/email-proofs-repository';
import { newLinkToken } from '../routes/auth/link-tokens';
import { signUp, type ApiTestServer, type TestAccount } from './api-test-server';
import type { ApiRouteSample } from './api-route-samples';
import type { Cast } from './authorization-cast';

// Proven email in the authorization matrices (DESIGN §7.4): unused proof links, each of its own
// account outside the cast (one per valid POST /api/auth/email/verify and per bad-token kind, each
// building its request), and two accounts that have not proven theirs, to ask for another link and
// to change their address (each within its 5 links a day).

export interface EmailCast {
  proofTokens: string[];
  resender: TestAccount;
  changer: TestAccount;
}

const POOL = 40;

export async function seedEmailCast(server: ApiTestServer): Promise<EmailCast> {
  const now = new Date();
  const proofTokens: string[] = [];
  for (let i = 0; i < POOL; i += 1) {
    // Made straight in the database: these accounts never sign in.
    const user = await insertUser(server.db, { email: `proof-${i}-${Date.now()}@example.com`, passwordHash: 'none', role: 'Jobseeker' });
    const { token, tokenHash } = newLinkToken();
    await server.db
      .insertInto('email_proofs')
      .values({ token_hash: tokenHash, user_id: user.id, email: user.email, created_at: now.toISOString(), expires_at: new Date(now.getTime() + PROOF_TTL_MS).toISOString(), used_at: null })
      .execute();
    proofTokens.push(token);
  }
  return {
    proofTokens,
    resender: await signUp(server.baseUrl, { role: 'Investor', proven: false }),
    changer: await signUp(server.baseUrl, { role: 'Cofounder', proven: false }),
  };
}

let unique = 0;

export function emailRouteSamples(cast: () => Cast): ApiRouteSample[] {
  return [
    {
      method: 'POST',
      path: '/api/auth/email/verify',
      access: 'public',
      status: 200,
      request: () => {
        const token = cast().email.proofTokens.pop();
        if (!token) throw new Error('the cast has no proof link left: raise POOL in email-route-samples.ts');
        return { path: '/api/auth/email/verify', json: { token } };
      },
    },
    {
      method: 'POST',
      path: '/api/auth/email/resend',
      access: 'user',
      caller: 'Investor',
      status: 202,
      sentWith: () => cast().email.resender.accessToken,
      request: () => ({ path: '/api/auth/email/resend' }),
    },
    {
      method: 'PUT',
      path: '/api/auth/email',
      access: 'user',
      caller: 'Cofounder',
      status: 202,
      sentWith: () => cast().email.changer.accessToken,
      request: () => ({ path: '/api/auth/email', json: { newEmail: `changed-${(unique += 1)}-${Date.now()}@example.com`, password: cast().email.changer.password } }),
    },
  ];
}
