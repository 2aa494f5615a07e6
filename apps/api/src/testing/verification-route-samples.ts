import type { ApiTestServer } from './api-test-server';
import type { ApiRouteSample } from './api-route-samples';
import type { Cast, CastMember } from './authorization-cast';
import { hashCode, insertVerification } from '../routes/verifications/verifications-repository';
import { pdfBytes } from './applications';
import { sendForm } from './form-uploads';

// Badge requests in the authorization matrices (DESIGN §7.4): the job seeker's requests with a code
// out (the code is known here), one per valid confirmation, and the hustler's pending investor
// requests, one per valid decision by the cast's moderator (the cofounder); each bad-token kind
// builds its request too, so each takes its own.

export const SAMPLE_CODE = '123456';

export interface VerificationCast {
  codeSent: string[];
  pending: string[];
  /** A pending request of the requester's with a document sent. */
  documented: string;
}

const POOL = 16;

export async function seedVerificationCast(server: ApiTestServer, members: { coder: CastMember; requester: CastMember }): Promise<VerificationCast> {
  const codeSent: string[] = [];
  const pending: string[] = [];
  for (let i = 0; i < POOL; i += 1) {
    const sent = await insertVerification(server.db, { userId: members.coder.id, kind: 'person', evidence: { workEmail: `matrix${i}@acme.in` }, codeHash: hashCode(SAMPLE_CODE) });
    codeSent.push(sent.id);
    const asked = await insertVerification(server.db, { userId: members.requester.id, kind: 'investor', evidence: { basis: 'angel-network', network: 'Matrix Angels', url: 'https://angels.example.in' } });
    pending.push(asked.id);
  }
  const documented = await insertVerification(server.db, { userId: members.requester.id, kind: 'investor', evidence: { basis: 'angel-network', network: 'Matrix Angels', url: 'https://angels.example.in' } });
  const sent = await sendForm(server.baseUrl, `/api/verifications/${documented.id}/document`, [['document', { bytes: pdfBytes(), filename: 'letter.pdf', type: 'application/pdf' }]], {
    token: members.requester.accessToken,
    method: 'PUT',
  });
  if (sent.status !== 200) throw new Error(`the cast's document was refused: ${sent.status}`);
  return { codeSent, pending, documented: documented.id };
}

function documentForm(): FormData {
  const data = new FormData();
  data.append('document', new Blob([pdfBytes()], { type: 'application/pdf' }), 'letter.pdf');
  return data;
}

export function verificationRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const next = (pool: 'codeSent' | 'pending') => {
    const id = cast().verifications[pool].pop();
    if (!id) throw new Error(`the cast has no ${pool} request left: raise POOL in verification-route-samples.ts`);
    return id;
  };
  return [
    {
      method: 'POST',
      path: '/api/verifications',
      access: 'user',
      caller: 'Investor',
      status: 201,
      request: () => ({ path: '/api/verifications', json: { kind: 'investor', basis: 'sebi', registrationNumber: 'IN/AIF2/21-22/0999', url: 'https://fund.example.in' } }),
    },
    {
      method: 'POST',
      path: '/api/verifications/:id/code',
      access: 'user',
      caller: 'Jobseeker',
      status: 200,
      request: () => ({ path: `/api/verifications/${next('codeSent')}/code`, json: { code: SAMPLE_CODE } }),
    },
    { method: 'GET', path: '/api/verifications/mine', access: 'user', status: 200, request: () => ({ path: '/api/verifications/mine' }) },
    { method: 'GET', path: '/api/verifications', access: 'user', caller: 'Cofounder', status: 200, request: () => ({ path: '/api/verifications' }) },
    {
      method: 'PUT',
      path: '/api/verifications/:id',
      access: 'user',
      caller: 'Cofounder',
      status: 200,
      request: () => ({ path: `/api/verifications/${next('pending')}`, json: { action: 'more', reason: 'Matrix: a page that names you, please' } }),
    },
    {
      method: 'PUT',
      path: '/api/verifications/:id/document',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/verifications/${cast().verifications.documented}/document`, form: documentForm }),
    },
    {
      method: 'GET',
      path: '/api/verifications/:id/document',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/verifications/${cast().verifications.documented}/document` }),
    },
  ];
}
