import { OPENAPI_PATH } from '@startupsetu/server-core/http/openapi-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingEmitter, startNotifyTestServer, type NotifyTestServer } from '../../testing/notify-test-server';

// The calls of DESIGN §6.1 are described in notify's OpenAPI document (merged into /api/docs by the
// gateway), with a summary, the Connects tag and their inputs.

let server: NotifyTestServer;
let doc: any;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime: recordingEmitter() });
  doc = await (await fetch(server.baseUrl + OPENAPI_PATH)).json();
});

afterAll(async () => {
  await server.close();
});

describe('notify OpenAPI document', () => {
  it.each([
    ['post', '/api/connects/request'],
    ['post', '/api/connects/hustlertoinvestor'],
    ['get', '/api/connects/requests'],
    ['put', '/api/connects/requests/{id}'],
    ['delete', '/api/connects/requests/{id}'],
    ['get', '/api/connects/connections'],
    ['delete', '/api/connects/connections/{userId}'],
  ])('lists %s %s with a summary and the Connects tag', (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation.summary).toMatch(/\S/);
    expect(operation.tags).toEqual(['Connects']);
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents the inputs: the answer, the box, and the ids in paths', () => {
    const answer = doc.paths['/api/connects/requests/{id}'].put;
    expect(answer.requestBody.content['application/json'].schema.properties.action.enum).toEqual(['accept', 'decline']);
    expect(answer.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]));
    const list = doc.paths['/api/connects/requests'].get;
    expect(list.parameters.map((p: any) => p.name).sort()).toEqual(['box', 'cursor', 'limit']);
  });

  it("shows what a notification carries: link, request id and status, and its actor", () => {
    const item = doc.paths['/api/Notifications'].get.responses['200'].content['application/json'].schema.items;
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining(['link', 'requestId', 'requestStatus', 'actor']));
  });
});
