import swaggerUi from '@fastify/swagger-ui';
import { OPENAPI_PATH, registerServedOpenapi } from '@startupsetu/server-core/http/openapi-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendUpstreamFailure } from '../upstream-errors';
import type { ServiceName } from '../upstreams';
import { mergeOpenapiDocuments, type OpenapiDocument } from './api-docs-merge';

// /api/docs: a browsable page (swagger-ui) and /api/docs/json, the OpenAPI document of the whole
// API, merged from the documents that api and notify generate from their own route schemas.
// Registered before the /api proxy. The page runs under the gateway's strict CSP: swagger-ui's
// scripts are files of its own, with no inline script.

export const API_DOCS_PREFIX = '/api/docs';
/** How long a merged document is reused before the services are asked again. */
const CACHE_MS = 60_000;

const INFO = {
  title: 'StartupSetu API',
  description:
    'Every call the web app makes, as one origin (the gateway). Sign up or sign in, then send the ' +
    'accessToken as `Authorization: Bearer <token>`. Realtime events (socket.io at /socket.io) are ' +
    'not described here.',
};

// The page's sections, in the order a newcomer meets them.
const TAGS = [
  { name: 'Auth', description: 'Accounts and tokens' },
  { name: 'Account', description: 'Download your data; delete your account' },
  { name: 'Profiles', description: 'The role profile forms and your own profile' },
  { name: 'Discovery', description: 'The Find… pages: profiles by role' },
  { name: 'Users', description: 'People to chat with' },
  { name: 'Dashboard', description: 'The dashboard feed' },
  { name: 'Videos', description: 'Pitch videos and likes' },
  { name: 'Comments', description: 'Comments on videos' },
  { name: 'Blogs', description: 'Blogs with covers' },
  { name: 'Talks', description: 'Short talks and their comments' },
  { name: 'Messages', description: 'One-to-one chat (also live over socket.io)' },
  { name: 'Connects', description: 'Connect and ignite requests' },
  { name: 'Notifications', description: 'Your notifications' },
  { name: 'Blocks', description: 'Block and unblock people' },
  { name: 'Settings', description: 'Who sees your email and phone, and who may message you' },
  { name: 'Verifications', description: 'Badges that say what was proven, and the moderators’ decisions' },
  { name: 'Reports', description: 'Report a person, content or a message' },
  { name: 'Moderation', description: 'The moderators’ queue, decisions and audit log' },
  { name: 'Contact', description: 'The Contact Us form' },
  { name: 'Media', description: 'Uploaded pictures and videos' },
  { name: 'Pages', description: "Public pages' link previews" },
];

export interface ApiDocsOptions {
  upstreams: Record<ServiceName, string>;
  /** Time each service may take to send its document. */
  timeoutMs: number;
}

class DocumentUnavailable extends Error {
  constructor(
    readonly service: ServiceName,
    readonly reason: unknown,
  ) {
    super(`the ${service} service did not send its OpenAPI document`);
  }
}

async function fetchDocument(service: ServiceName, baseUrl: string, timeoutMs: number): Promise<OpenapiDocument> {
  try {
    const response = await fetch(new URL(OPENAPI_PATH, baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${OPENAPI_PATH} answered ${response.status}`);
    return (await response.json()) as OpenapiDocument;
  } catch (error) {
    // A timeout is the same failure as an upstream slow to answer a proxied request.
    const reason = (error as Error).name === 'TimeoutError' ? { code: 'FST_REPLY_FROM_TIMEOUT', cause: error } : error;
    throw new DocumentUnavailable(service, reason);
  }
}

/** The merged document, fetched at most once per CACHE_MS (concurrent requests share one fetch). */
function mergedDocumentSource({ upstreams, timeoutMs }: ApiDocsOptions) {
  let cached: { document: OpenapiDocument; until: number } | undefined;
  let loading: Promise<OpenapiDocument> | undefined;

  async function fetchAndMerge(): Promise<OpenapiDocument> {
    const [api, notify] = await Promise.all([
      fetchDocument('api', upstreams.api, timeoutMs),
      fetchDocument('notify', upstreams.notify, timeoutMs),
    ]);
    const document = mergeOpenapiDocuments({ api, notify }, { ...INFO, version: api.info.version }, TAGS);
    cached = { document, until: Date.now() + CACHE_MS };
    return document;
  }

  return function load(): Promise<OpenapiDocument> {
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.document);
    loading ??= fetchAndMerge().finally(() => {
      loading = undefined;
    });
    return loading;
  };
}

export default async function apiDocs(app: FastifyInstance, opts: ApiDocsOptions) {
  const load = mergedDocumentSource(opts);
  // The document the current request sends: loaded by the hook, then handed to swagger-ui.
  const documents = new WeakMap<FastifyRequest, OpenapiDocument>();

  async function loadDocument(request: FastifyRequest, reply: FastifyReply) {
    if (!/\/(json|yaml)$/.test(request.routeOptions.url ?? '')) return;
    try {
      documents.set(request, await load());
    } catch (error) {
      if (!(error instanceof DocumentUnavailable)) throw error;
      request.log.warn({ err: error.reason }, error.message);
      sendUpstreamFailure(reply, error.service, error.reason);
      return reply;
    }
  }

  await registerServedOpenapi(app, INFO);
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiHooks: { preHandler: loadDocument },
    transformSpecification: (_placeholder, request) => documents.get(request) as Record<string, any>,
    transformSpecificationClone: false,
    theme: { title: 'StartupSetu API' },
    uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
}
