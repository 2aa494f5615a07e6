import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { Access, SampleRequest } from '@startupsetu/server-core/testing/authorization-matrix';

// Real requests to a service and its answers, checked against the OpenAPI document it serves
// (DESIGN §7.2 "Protocols as documented"): the schema check over recorded traffic that keeps the
// document from drifting from what the server does.

type JsonObject = Record<string, any>;

export interface OpenapiDocument {
  paths: Record<string, Record<string, JsonObject>>;
  [key: string]: unknown;
}

/** One request as sent and its answer, as recorded. */
export interface Exchange {
  method: string;
  /** The route as the app registers it (`:params`). */
  routePath: string;
  /** Who may call the route, as the authorization matrix says. */
  access: Access;
  requestType?: string;
  status: number;
  responseType?: string;
  responseHeaders: Headers;
  text: string;
}

export interface TrafficRequest {
  method: string;
  routePath: string;
  access: Access;
  request: SampleRequest;
  headers?: Record<string, string>;
}

/** Sends one request (a form, JSON or raw bytes, as built) and records it with its answer. */
export async function exchange(baseUrl: string, { method, routePath, access, request, headers = {} }: TrafficRequest): Promise<Exchange> {
  const requestHeaders: Record<string, string> = { ...request.headers, ...headers };
  let body: RequestInit['body'];
  let requestType = requestHeaders['content-type'];
  if (request.form) {
    body = request.form();
    requestType = 'multipart/form-data';
  } else if (request.body) body = request.body;
  else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    requestType = requestHeaders['content-type'] = 'application/json';
  }
  const response = await fetch(baseUrl + request.path, { method, headers: requestHeaders, body });
  const text = await response.text();
  return {
    method,
    routePath,
    access,
    requestType: body === undefined ? undefined : requestType,
    status: response.status,
    responseType: response.headers.get('content-type') ?? undefined,
    responseHeaders: response.headers,
    text,
  };
}

/** `/api/users/:userId` as OpenAPI writes it: `/api/users/{userId}`. */
export function openapiPath(routePath: string): string {
  return routePath.replace(/:(\w+)/g, '{$1}');
}

const essence = (type: string | undefined) => type?.split(';')[0]!.trim().toLowerCase();

function mediaTypeListed(listed: string[], type: string): boolean {
  return listed.some((entry) => entry === type || entry === '*/*' || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))));
}

// Reply headers of the protocols the document must describe wherever the server sends them (tus,
// byte ranges, a created resource's Location), unlike framing, caching and rate-limit headers.
// Any documented reply header that is sent must match its schema. (Request headers are not checked
// from traffic: a client may send ones an operation ignores.)
const PROTOCOL_HEADER = /^(tus-|upload-|location$|content-range$|accept-ranges$)/i;

export class TrafficChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  private readonly validators = new Map<string, ReturnType<Ajv['compile']>>();

  constructor(readonly document: OpenapiDocument) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(document as object, 'openapi');
  }

  operation(method: string, routePath: string): JsonObject | undefined {
    return this.document.paths[openapiPath(routePath)]?.[method.toLowerCase()];
  }

  /** What in the exchange the document does not say; empty when it says it all. */
  problemsOf(recorded: Exchange): string[] {
    const operation = this.operation(recorded.method, recorded.routePath);
    if (!operation) return [`no operation ${recorded.method} ${openapiPath(recorded.routePath)}`];
    const problems = [...this.requestProblems(operation, recorded), ...this.securityProblems(operation, recorded)];
    const { status } = recorded;
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => operation.responses?.[key]);
    if (!statusKey) return [...problems, `status ${status} is not documented (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`];
    return [...problems, ...this.responseProblems(operation, statusKey, recorded)];
  }

  private requestProblems(operation: JsonObject, recorded: Exchange): string[] {
    const problems: string[] = [];
    const body = operation.requestBody as JsonObject | undefined;
    const type = essence(recorded.requestType);
    if (type && !mediaTypeListed(Object.keys(body?.content ?? {}), type)) {
      problems.push(`request body ${type} is not documented (documented: ${Object.keys(body?.content ?? {}).join(', ') || 'none'})`);
    }
    if (!type && body?.required) problems.push('documents a required request body, but the request had none');
    return problems;
  }

  private securityProblems(operation: JsonObject, recorded: Exchange): string[] {
    const open = Array.isArray(operation.security) && operation.security.length === 0;
    const documented = operation.security === undefined ? 'no security' : open ? 'security: []' : 'a token';
    if ((recorded.access === 'public') === open) return [];
    return [`${recorded.access} route documented with ${documented}`];
  }

  private responseProblems(operation: JsonObject, statusKey: string, recorded: Exchange): string[] {
    const problems: string[] = [];
    const response = operation.responses[statusKey] as JsonObject;
    const responsePointer = ['paths', openapiPath(recorded.routePath), recorded.method.toLowerCase(), 'responses', statusKey];
    const documentedHeaders = new Map(Object.keys(response.headers ?? {}).map((name) => [name.toLowerCase(), name]));
    recorded.responseHeaders.forEach((value, name) => {
      const documented = documentedHeaders.get(name);
      if (!documented) {
        if (PROTOCOL_HEADER.test(name)) problems.push(`${recorded.status}: response header ${name} is not documented`);
        return;
      }
      const validate = this.validatorFor([...responsePointer, 'headers', documented, 'schema']);
      if (!validate(value)) problems.push(`${recorded.status}: response header ${name}: ${value} ${this.ajv.errorsText(validate.errors, { dataVar: 'value' })}`);
    });
    const content = Object.keys(response.content ?? {});
    const type = essence(recorded.responseType);
    if (recorded.text === '') {
      if (content.length > 0 && recorded.method !== 'HEAD') problems.push(`${recorded.status}: documents a body (${content.join(', ')}) but the reply had none`);
      return problems;
    }
    if (!type || !mediaTypeListed(content, type)) {
      return [...problems, `${recorded.status}: reply of type ${type ?? 'none'} is not documented (documented: ${content.join(', ') || 'no body'})`];
    }
    if (type !== 'application/json' || !response.content[type]?.schema) return problems;
    const validate = this.validatorFor([...responsePointer, 'content', 'application/json', 'schema']);
    if (!validate(JSON.parse(recorded.text))) {
      const errors = this.ajv.errorsText(validate.errors, { dataVar: 'body' });
      problems.push(`${recorded.status}: the JSON reply does not match the documented schema: ${errors}`);
    }
    return problems;
  }

  /** A validator of the schema at that place in the document (so that its references resolve). */
  private validatorFor(parts: string[]) {
    const pointer = parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#/${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/** The operations of the document that no exchange exercised. */
export function unexercised(document: OpenapiDocument, exchanges: readonly Exchange[]): string[] {
  const seen = new Set(exchanges.map((e) => `${e.method.toLowerCase()} ${openapiPath(e.routePath)}`));
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
    .filter((key) => !seen.has(key));
}
