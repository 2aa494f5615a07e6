import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database';
import { registeredRoutes } from './bad-input-client';

// Shared pieces of the authorization matrices (apps/*/src/hardening/authorization*.db.test.ts):
// one valid request per route, sending it with any credentials, and the checks on the reply.

/**
 * Who may call a route: anyone (DESIGN §2's public routes), a signed-in user, a peer service, or an
 * operator's scraper (/metrics: METRICS_TOKEN, which the test servers set, else loopback callers).
 */
export type Access = 'public' | 'user' | 'internal' | 'operator';

/** The METRICS_TOKEN of the api and notify test servers. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';

export interface SampleRequest {
  /** The path with its params filled in (and any query). */
  path: string;
  json?: unknown;
  /** Raw bytes with their own headers (a tus PATCH). */
  body?: Uint8Array;
  headers?: Record<string, string>;
  /** A fresh form per call (a FormData body cannot be sent twice). */
  form?: () => FormData;
}

export interface RouteSample<Caller extends string = string> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** As the app registers it, `:params` included. */
  path: string;
  access: Access;
  /** Which of the suite's users sends the valid request (its role may matter). */
  caller?: Caller;
  /** What the valid request answers. */
  status: number;
  /** The spec shows other users' email addresses in this reply (see the reply audit). */
  showsOthersEmail?: boolean;
  /** The spec shows the caller's own private profile fields (phone, contact email) here. */
  showsOwnPrivateFields?: boolean;
  /** The reply describes the API (OpenAPI): its keys name fields such as `password`, not data. */
  documentsSchemas?: boolean;
  /**
   * The token of the valid request when it is not the caller's own: a route that ends the session
   * it is sent with (sign-out) gets a spare session, so the caller stays signed in.
   */
  sentWith?: () => string;
  /** A valid request, built afresh for every call (unique emails, new forms). */
  request(): SampleRequest;
}

export interface SampleReply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when the reply is JSON, else undefined. */
  json: unknown;
}

export function routeKey(route: { method: string; path: string }): string {
  return `${route.method} ${route.path}`;
}

/** Fails when an app registers a route that the table lacks, or the table names a route that is gone. */
export function expectEveryRegisteredRoute(app: FastifyInstance, routes: readonly { method: string; path: string }[]) {
  expect(routes.map(routeKey).sort()).toEqual(registeredRoutes(app.printRoutes({ commonPrefix: false })));
}

export async function sendSample(
  baseUrl: string,
  route: RouteSample,
  headers: Record<string, string>,
): Promise<SampleReply> {
  const request = route.request();
  const init: RequestInit = { method: route.method, headers: { ...request.headers, ...headers } };
  if (request.form) init.body = request.form();
  else if (request.body) init.body = request.body;
  else if (request.json !== undefined) {
    init.body = JSON.stringify(request.json);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(baseUrl + request.path, init);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, headers: response.headers, text, json: isJson ? JSON.parse(text) : undefined };
}

/** A refusal as DESIGN §2 states it: 401 JSON `{ success:false, message }`. */
export function expectUnauthorized(reply: SampleReply, where: string) {
  expect(reply.status, `${where} answered ${reply.status}: ${reply.text.slice(0, 300)}`).toBe(401);
  expect(reply.headers.get('content-type'), where).toContain('application/json');
  expect(reply.json, where).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
}

/** A refusal with a 4xx JSON error (403 wrong role, 404 not found, 400 …), never a 5xx. */
export function expectRefused(reply: SampleReply, where: string, statuses: readonly number[]) {
  expect(statuses, `${where} answered ${reply.status}: ${reply.text.slice(0, 300)}`).toContain(reply.status);
  expect(reply.json, where).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
}

/** The number of rows in every table: a refused request must leave all of them as they were. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (name.startsWith('kysely_')) continue;
    const { count } = await db
      .selectFrom(name as never)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[name] = Number(count);
  }
  return counts;
}
