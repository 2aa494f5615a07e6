import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateDir } from '../../content/private-files';
import { pdfBytes } from '../../testing/applications';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { makeModerator } from '../../testing/safety';
import { jpegBytes, sendForm, type FileEntry } from '../../testing/form-uploads';
import { DOCUMENT_REQUIRED, NOT_WAITING } from './document-routes';

// A badge request's document (DESIGN §7.4): sent by its requester while a moderator has not
// decided, read by the requester and the moderators only, checked as a PDF or a picture.

let server: ApiTestServer;
let moderator: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  moderator = await signUp(server.baseUrl, { role: 'Hustler' });
  await makeModerator(server, moderator.id);
});

afterAll(async () => {
  await server.close();
});

const ANGELS = { kind: 'investor', basis: 'angel-network', network: 'Pune Angels', url: 'https://puneangels.example.in/members' };

async function askAsInvestor(): Promise<{ investor: TestAccount; id: string }> {
  const investor = await signUp(server.baseUrl, { role: 'Investor' });
  const reply = await postJson(server.baseUrl, '/api/verifications', ANGELS, bearer(investor.accessToken));
  expect(reply.status).toBe(201);
  return { investor, id: ((await readJson(reply)) as any).verification._id };
}

const send = (account: TestAccount, id: string, file: FileEntry | null) =>
  sendForm(server.baseUrl, `/api/verifications/${id}/document`, file ? [['document', file]] : [], { token: account.accessToken, method: 'PUT' });
const read = (account: TestAccount, id: string) => fetch(`${server.baseUrl}/api/verifications/${id}/document`, { headers: bearer(account.accessToken) });
const stored = async () => (await readdir(privateDir(server.config.mediaDir, 'verification-documents'))).filter((name) => !name.startsWith('.'));

describe('PUT /api/verifications/:id/document', () => {
  it('keeps a PDF with the request; the requester and a moderator read it back, nobody else', async () => {
    const { investor, id } = await askAsInvestor();
    const bytes = pdfBytes(4096);
    const sent = await send(investor, id, { bytes, filename: 'Pune Angels letter.pdf', type: 'application/pdf' });
    expect(sent.status).toBe(200);
    expect(((await readJson(sent)) as any).verification.document).toEqual({ name: 'Pune Angels letter.pdf', size: 4096, type: 'application/pdf' });

    for (const reader of [investor, moderator]) {
      const response = await read(reader, id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('filename="Pune Angels letter.pdf"');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const stranger = await signUp(server.baseUrl, { role: 'Hustler' });
    expect((await read(stranger, id)).status).toBe(404);
    expect((await send(stranger, id, { bytes: pdfBytes(), filename: 'x.pdf', type: 'application/pdf' })).status).toBe(404);

    const queue = (await readJson(await fetch(`${server.baseUrl}/api/verifications?limit=100`, { headers: bearer(moderator.accessToken) }))) as any;
    expect(queue.data.find((item: { _id: string }) => item._id === id).document).toMatchObject({ name: 'Pune Angels letter.pdf' });
  });

  it('takes a JPEG in place of the first document, and leaves only the new file behind', async () => {
    const { investor, id } = await askAsInvestor();
    await send(investor, id, { bytes: pdfBytes(), filename: 'old.pdf', type: 'application/pdf' });
    const before = await stored();
    const replaced = await send(investor, id, { bytes: jpegBytes(2000), filename: 'certificate.jpeg', type: 'image/jpeg' });
    expect(replaced.status).toBe(200);
    expect(((await readJson(replaced)) as any).verification.document).toEqual({ name: 'certificate.jpg', size: 2000, type: 'image/jpeg' });
    expect((await read(moderator, id)).headers.get('content-type')).toBe('image/jpeg');
    const after = await stored();
    expect(after.length).toBe(before.length);
  });

  it('refuses what is not a PDF or picture (415), a file over 5 MB (413) and a form without one (400), keeping no file', async () => {
    const { investor, id } = await askAsInvestor();
    const before = await stored();
    const wrong = await send(investor, id, { bytes: Buffer.from('MZ executable'), filename: 'letter.pdf', type: 'application/pdf' });
    expect(wrong.status).toBe(415);
    expect(((await readJson(wrong)) as any).message).toBe('Document must be a PDF, PNG or JPEG file');
    const large = await send(investor, id, { bytes: pdfBytes(5 * 1024 * 1024 + 1), filename: 'big.pdf', type: 'application/pdf' });
    expect(large.status).toBe(413);
    const none = await send(investor, id, null);
    expect(none.status).toBe(400);
    expect(await readJson(none)).toMatchObject({ message: DOCUMENT_REQUIRED, field: 'document' });
    expect(await stored()).toEqual(before);
    expect((await read(investor, id)).status).toBe(404);
  });

  it('is refused once a moderator decided (409), and the decided request keeps its document', async () => {
    const { investor, id } = await askAsInvestor();
    await send(investor, id, { bytes: pdfBytes(), filename: 'letter.pdf', type: 'application/pdf' });
    const decided = await fetch(`${server.baseUrl}/api/verifications/${id}`, {
      method: 'PUT',
      headers: { ...bearer(moderator.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(decided.status).toBe(200);
    const late = await send(investor, id, { bytes: pdfBytes(), filename: 'late.pdf', type: 'application/pdf' });
    expect(late.status).toBe(409);
    expect(((await readJson(late)) as any).message).toBe(NOT_WAITING);
    expect((await read(moderator, id)).status).toBe(200);
  });
});
