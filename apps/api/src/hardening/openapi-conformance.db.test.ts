import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDocumentedUrl, OPENAPI_PATH } from '@startupsetu/server-core/http/openapi-plugin';
import { routeKey, type RouteSample } from '@startupsetu/server-core/testing/authorization-matrix';
import { exchange, TrafficChecker, unexercised, type Exchange, type OpenapiDocument, type TrafficRequest } from '../testing/openapi-traffic';
import { notifyRouteSamples, seedNotifyCast, type NotifyCast } from '@startupsetu/notify/testing/notify-authorization-cast';
import { recordingEmitter, startNotifyTestServer, type NotifyTestServer } from '@startupsetu/notify/testing/notify-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { apiRouteSamples } from '../testing/api-route-samples';
import { seedCast, type Cast } from '../testing/authorization-cast';
import { mp4Bytes } from '../testing/form-uploads';
import { SAMPLE_UPLOAD_BYTES, startUpload, TUS_CREATE_HEADERS, TUS_PATCH_HEADERS } from '../testing/tus-requests';

// Issue 41, DESIGN §7.2 "Protocols as documented": the OpenAPI documents of api and notify say
// what the servers do. redocly's recommended rules find no error in either, and real requests
// (every documented route's valid request from the authorization matrices, and the protocols'
// other answers: tus's HEAD, 412, method override and creation with bytes, /media's 206 and 416,
// an error reply) are each recorded and found in the document: the operation, its security, the
// request's body type, the status, the reply's type, its protocol headers documented and every
// documented header's value valid, and the JSON reply valid against the documented schema.
// Every documented operation is exercised.

let api: ApiTestServer;
let notify: NotifyTestServer;
let cast: Cast;
let notifyCast: NotifyCast;
let uploader: TestAccount;
let upload: { path: string; id: string };
const documents: Record<'api' | 'notify', OpenapiDocument> = {} as never;
const checkers: Record<'api' | 'notify', TrafficChecker> = {} as never;
const recorded: Record<'api' | 'notify', Exchange[]> = { api: [], notify: [] };

async function documentOf(baseUrl: string): Promise<OpenapiDocument> {
  const response = await fetch(baseUrl + OPENAPI_PATH);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenapiDocument;
}

beforeAll(async () => {
  api = await startApiTestServer();
  notify = await startNotifyTestServer({ realtime: recordingEmitter() });
  cast = await seedCast(api);
  notifyCast = await seedNotifyCast(notify);
  // The protocol requests below come from an account of their own, outside the cast's write budget.
  uploader = await signUp(api.baseUrl, { role: 'Hustler' });
  upload = await startUpload(api.baseUrl, uploader.accessToken, SAMPLE_UPLOAD_BYTES);
  documents.api = await documentOf(api.baseUrl);
  documents.notify = await documentOf(notify.baseUrl);
  checkers.api = new TrafficChecker(documents.api);
  checkers.notify = new TrafficChecker(documents.notify);
}, 90_000);

afterAll(async () => {
  await api?.close();
  await notify?.close();
});

interface TrafficCase extends Omit<TrafficRequest, 'request' | 'headers'> {
  status: number;
  send(): Pick<TrafficRequest, 'request' | 'headers'>;
}

function sampleCase(sample: RouteSample, token: () => string): TrafficCase {
  const { method, path: routePath, access, status } = sample;
  const headers = () => (access === 'public' ? {} : bearer(sample.sentWith?.() ?? token()));
  return { method, routePath, access, status, send: () => ({ request: sample.request(), headers: headers() }) };
}

const documentedSamples = <T extends RouteSample>(samples: T[]) => samples.filter((sample) => isDocumentedUrl(sample.path));

const asUploader = (request: TrafficRequest['request']) => ({ request, headers: bearer(uploader.accessToken) });
const TUS = { 'tus-resumable': '1.0.0' };
const user = 'user' as const;

// The answers the matrices' valid requests do not give.
const protocolCases: (TrafficCase & { what: string })[] = [
  { what: 'upload state', method: 'HEAD', routePath: '/api/uploads/:id', access: user, status: 200, send: () => asUploader({ path: upload.path, headers: TUS }) },
  {
    what: 'another tus version',
    method: 'PATCH',
    routePath: '/api/uploads/:id',
    access: user,
    status: 412,
    send: () => asUploader({ path: upload.path, headers: { ...TUS_PATCH_HEADERS, 'tus-resumable': '0.2.0' }, body: mp4Bytes(SAMPLE_UPLOAD_BYTES) }),
  },
  {
    what: 'creation with bytes',
    method: 'POST',
    routePath: '/api/uploads',
    access: user,
    status: 201,
    send: () => asUploader({ path: '/api/uploads', headers: { ...TUS_CREATE_HEADERS, 'content-type': 'application/offset+octet-stream' }, body: mp4Bytes(SAMPLE_UPLOAD_BYTES) }),
  },
  {
    what: 'an unknown override',
    method: 'POST',
    routePath: '/api/uploads/:id',
    access: user,
    status: 405,
    send: () => asUploader({ path: upload.path, headers: { ...TUS, 'x-http-method-override': 'PUT' } }),
  },
  {
    what: 'DELETE by override',
    method: 'POST',
    routePath: '/api/uploads/:id',
    access: user,
    status: 204,
    send: () => asUploader({ path: upload.path, headers: { ...TUS, 'x-http-method-override': 'DELETE' } }),
  },
  { what: 'a gone upload', method: 'HEAD', routePath: '/api/uploads/:id', access: user, status: 404, send: () => asUploader({ path: upload.path, headers: TUS }) },
  { what: 'a range', method: 'GET', routePath: '/media/:name', access: 'public', status: 206, send: () => ({ request: { path: `/media/${cast.mediaName}`, headers: { range: 'bytes=0-9' } } }) },
  {
    what: 'a range past the end',
    method: 'GET',
    routePath: '/media/:name',
    access: 'public',
    status: 416,
    send: () => ({ request: { path: `/media/${cast.mediaName}`, headers: { range: 'bytes=999999999-' } } }),
  },
  { what: 'an error reply', method: 'GET', routePath: '/api/blogs/:id', access: user, status: 404, send: () => asUploader({ path: '/api/blogs/0190aabbccddeeff0011223344' }) },
];

async function expectDocumented(service: 'api' | 'notify', baseUrl: string, trafficCase: TrafficCase) {
  const sent = await exchange(baseUrl, { ...trafficCase, ...trafficCase.send() });
  recorded[service].push(sent);
  expect(sent.status, `${sent.method} ${sent.routePath}: ${sent.text.slice(0, 300)}`).toBe(trafficCase.status);
  expect(checkers[service].problemsOf(sent)).toEqual([]);
}

describe('the documents pass redocly lint --extends=recommended', () => {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

  function lint(file: string): Promise<{ problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] }> {
    // No telemetry or update check: the suite runs offline.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    return new Promise((resolve, reject) => {
      // Exits 1 when it finds an error: the JSON report is read either way.
      execFile(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', file], { cwd: path.dirname(file), env }, (error, stdout) => {
        try {
          resolve(JSON.parse(stdout));
        } catch {
          reject(error ?? new Error(`redocly printed no report: ${stdout.slice(0, 300)}`));
        }
      });
    });
  }

  it.each(['api', 'notify'] as const)('%s: 0 errors, and no warning but the licence (the project names none)', { timeout: 60_000 }, async (service) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, `${service}.json`);
      await writeFile(file, JSON.stringify(documents[service]));
      const { problems } = await lint(file);
      const described = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      // DESIGN §7.4 names both PUT /api/messages/requests/:userId and the spec's PUT /api/messages/:userId/read:
      // '/api/messages/requests/read' would match either (the api's router takes the static 'requests').
      const designed = (line: string) => line.startsWith('warn no-ambiguous-paths') && line.includes('/api/messages/requests/{userId}');
      expect(described.filter((line) => !line.startsWith('warn info-license') && !designed(line))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('api: recorded traffic is what the document says', () => {
  const cases = documentedSamples(apiRouteSamples(() => cast)).map((sample) => {
    const caller = () => cast.members[sample.caller ?? 'Hustler'].accessToken;
    return [routeKey(sample), sampleCase(sample, caller)] as const;
  });

  it.each(cases)('%s', (_key, trafficCase) => expectDocumented('api', api.baseUrl, trafficCase));

  it.each(protocolCases.map((c) => [`${c.method} ${c.routePath} (${c.what})`, c] as const))('%s', (_key, trafficCase) =>
    expectDocumented('api', api.baseUrl, trafficCase),
  );
});

describe('notify: recorded traffic is what the document says', () => {
  const cases = documentedSamples(notifyRouteSamples(() => notifyCast)).map((sample) => {
    const caller = () => notifyCast[sample.caller ?? 'Hustler'].token;
    return [routeKey(sample), sampleCase(sample, caller)] as const;
  });
  const missingRequest: TrafficCase = {
    method: 'PUT',
    routePath: '/api/connects/requests/:id',
    access: user,
    status: 404,
    send: () => ({ request: { path: '/api/connects/requests/0190aabbccddeeff0011223344', json: { action: 'accept' } }, headers: bearer(notifyCast.Investor.token) }),
  };

  it.each(cases)('%s', (_key, trafficCase) => expectDocumented('notify', notify.baseUrl, trafficCase));

  it('PUT /api/connects/requests/:id (an error reply)', () => expectDocumented('notify', notify.baseUrl, missingRequest));
});

describe('the traffic covers the documents', () => {
  it.each(['api', 'notify'] as const)('%s: every documented operation was exercised', (service) => {
    expect(unexercised(documents[service], recorded[service])).toEqual([]);
  });

  // Request headers cannot be checked from traffic (a client may send more than an operation reads).
  it('documents the request headers of tus and of byte ranges', () => {
    const headerNames = (method: string, routePath: string) =>
      (checkers.api.operation(method, routePath)?.parameters ?? []).filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name);
    expect(headerNames('POST', '/api/uploads')).toEqual(expect.arrayContaining(['Tus-Resumable', 'Upload-Length', 'Upload-Defer-Length', 'Upload-Metadata']));
    for (const method of ['HEAD', 'PATCH', 'DELETE', 'POST']) expect(headerNames(method, '/api/uploads/:id')).toContain('Tus-Resumable');
    expect(headerNames('PATCH', '/api/uploads/:id')).toContain('Upload-Offset');
    expect(headerNames('POST', '/api/uploads/:id')).toEqual(expect.arrayContaining(['Upload-Offset', 'X-HTTP-Method-Override']));
    expect(headerNames('GET', '/media/:name')).toContain('Range');
  });
});
