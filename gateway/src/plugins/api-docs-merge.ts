import { proxyRoutes, type ProxyRoute, type ServiceName } from '../upstreams';

// One OpenAPI document for the one origin clients see: each service's paths, kept only where the
// gateway routes that path to that service.

type JsonObject = Record<string, unknown>;

export interface OpenapiDocument {
  openapi: string;
  info: JsonObject & { title: string; version: string };
  paths: Record<string, JsonObject>;
  components?: { schemas?: JsonObject; securitySchemes?: JsonObject } & JsonObject;
  tags?: { name: string; description?: string }[];
}

function covers(route: ProxyRoute, path: string): boolean {
  if (route.websocket) return false;
  if (route.paths) return route.paths.some((sub) => path === route.prefix + sub);
  return path === route.prefix || path.startsWith(`${route.prefix}/`);
}

/** The service the gateway sends a path to: the longest proxy prefix that covers it. */
export function serviceForPath(path: string): ServiceName | undefined {
  let best: ProxyRoute | undefined;
  for (const route of proxyRoutes) {
    if (covers(route, path) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best?.service;
}

const SCHEMA_REF = '#/components/schemas/';

function renameSchemaRefs<T>(value: T, from: string, to: string): T {
  const text = JSON.stringify(value).replaceAll(JSON.stringify(SCHEMA_REF + from), JSON.stringify(SCHEMA_REF + to));
  return JSON.parse(text) as T;
}

export function mergeOpenapiDocuments(
  documents: Partial<Record<ServiceName, OpenapiDocument>>,
  info: OpenapiDocument['info'],
  /** The sections first, in this order; the services' other tags follow. */
  tags: NonNullable<OpenapiDocument['tags']> = [],
): OpenapiDocument {
  const merged: OpenapiDocument = {
    openapi: '3.0.3',
    info,
    paths: {},
    components: { schemas: {}, securitySchemes: {} },
    tags: [...tags],
  };
  const schemas = merged.components!.schemas!;
  for (const [service, document] of Object.entries(documents) as [ServiceName, OpenapiDocument][]) {
    const routed = Object.fromEntries(Object.entries(document.paths).filter(([path]) => serviceForPath(path) === service));
    // Two services may name different schemas alike: the later one's is renamed, with its references.
    const own = document.components?.schemas ?? {};
    const clashes = Object.keys(own).filter((name) => name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(own[name]));
    let part = { paths: routed, schemas: own };
    for (const name of clashes) part = renameSchemaRefs(part, name, `${service}-${name}`);
    for (const [name, schema] of Object.entries(part.schemas)) {
      schemas[clashes.includes(name) ? `${service}-${name}` : name] = schema;
    }
    const { paths } = part;
    Object.assign(merged.paths, paths);
    Object.assign(merged.components!.securitySchemes!, document.components?.securitySchemes);
    for (const tag of document.tags ?? []) {
      if (!merged.tags!.some((known) => known.name === tag.name)) merged.tags!.push(tag);
    }
  }
  return merged;
}
