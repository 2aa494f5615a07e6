import { bearer } from './api-test-server';
import { sendForm, type FormEntries } from './form-uploads';
import { sendJson } from './jobs';

// Applications as the web sends them, for the tests of the applications routes (DESIGN §7.3).

let fillCounter = 0;

/** A file that starts as a PDF does (`%PDF-`), `size` bytes long, its contents unique to this call. */
export function pdfBytes(size = 2048): Buffer {
  fillCounter += 1;
  const head = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n', 'latin1');
  const bytes = Buffer.alloc(Math.max(size, head.length));
  head.copy(bytes);
  for (let i = head.length; i < bytes.length; i += 1) bytes[i] = 0x20 + ((i * 7 + fillCounter) % 90);
  return bytes;
}

export function resumeEntry(bytes: Buffer = pdfBytes(), filename = 'cv.pdf', type = 'application/pdf'): FormEntries[number] {
  return ['resume', { bytes, filename, type }];
}

/** POST /api/jobs/:id/applications with a note and a résumé (either left out when given as null). */
export function apply(
  baseUrl: string,
  token: string | undefined,
  jobId: string,
  { note = 'I would love to build this with you.', resume = resumeEntry() }: { note?: string | null; resume?: FormEntries[number] | null } = {},
): Promise<Response> {
  const entries: FormEntries = [];
  if (note !== null) entries.push(['note', note]);
  if (resume !== null) entries.push(resume);
  return sendForm(baseUrl, `/api/jobs/${jobId}/applications`, entries, token ? { token } : {});
}

/** PUT /api/applications/:id {status, reason?, note?}. */
export function moveTo(baseUrl: string, token: string, id: string, body: Record<string, unknown>): Promise<Response> {
  return sendJson(baseUrl, 'PUT', `/api/applications/${id}`, { token, body });
}

export function withdraw(baseUrl: string, token: string, id: string): Promise<Response> {
  return sendJson(baseUrl, 'DELETE', `/api/applications/${id}`, { token });
}

export function fetchResume(baseUrl: string, token: string | undefined, id: string): Promise<Response> {
  return fetch(`${baseUrl}/api/applications/${id}/resume`, { headers: token ? bearer(token) : {} });
}
