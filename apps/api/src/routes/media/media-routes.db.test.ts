import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { pngBytes } from '../../testing/form-uploads';

let server: ApiTestServer;
const NAME = '0190aabbccddeeff00112233445566778899aabbcc.png';
const picture = pngBytes(1000);

beforeAll(async () => {
  server = await startApiTestServer();
  await writeFile(path.join(server.config.mediaDir, NAME), picture);
  await writeFile(path.join(server.config.mediaDir, 'clip.mp4'), Buffer.alloc(0));
  await writeFile(path.join(server.config.mediaDir, 'page.html'), '<script>alert(1)</script>');
  await writeFile(path.join(server.config.mediaDir, '.upload-x.part'), 'in progress');
});

afterAll(async () => {
  await server.close();
});

function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.baseUrl);
    const request = http.get({ hostname, port, path: requestPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const get = (name: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/media/${name}`, { headers });

describe('GET /media/:name', () => {
  it('serves the whole file without a token, cacheable for good and never sniffed', async () => {
    const response = await get(NAME);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(picture);
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=990-', 990, 999],
    ['bytes=-10', 990, 999],
    ['bytes=500-5000', 500, 999],
  ])('answers %s with 206 and that part', async (range, start, end) => {
    const response = await get(NAME, { range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(picture.subarray(start, end + 1));
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const response = await get(NAME, { range: 'bytes=1000-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(await readJson(response)).toMatchObject({ success: false, error: 'Range Not Satisfiable' });
  });

  it('serves the whole file for a range header it does not take (several ranges)', async () => {
    const response = await get(NAME, { range: 'bytes=0-1,5-6' });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(1000);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${server.baseUrl}/media/${NAME}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('serves an empty file', async () => {
    const response = await get('clip.mp4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it.each(['missing.png', 'page.html', '.upload-x.part', '...png'])('answers 404 JSON for %s', async (name) => {
    const response = await get(name);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ success: false, message: 'Media not found', error: 'Not Found' });
    // Never the files' cache-forever: a name that does not exist yet is not remembered as missing.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  // Sent byte for byte as written: fetch would resolve the dot segments before sending.
  it.each(['..%2Fstartupsetu.sqlite', '..%5Cjwt-secret', '..', '%2E%2E', '.', 'a%00.png'])(
    'answers 400 for the name %s',
    async (name) => {
      const { status, body } = await rawGet(`/media/${name}`);
      expect(status).toBe(400);
      expect(JSON.parse(body)).toMatchObject({ success: false, message: 'Invalid media name' });
    },
  );
});
