import type { ContentHit, SearchKind, SearchReply } from '@startupsetu/server-core/contract/search-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { networkKeys } from '../../entities/connection/connection-keys';
import { contentKeys } from '../../entities/content/content-keys';
import { chatKeys } from '../../entities/message/chat-keys';
import { discoveryKeys, peopleKeys } from '../../entities/person/person-keys';
import { currentUserKeys } from '../../entities/session/current-user';

// Offline, search looks through what the device holds: the lists and profiles read before (the
// query cache, its saved copies restored by the route loaders). People match by name, videos,
// blogs and talks by title, as on the server; what the device has seen is all it can find.

type Person = SearchReply['people'][number];

/** The roots of the saved reads that hold people and content (lib/query-persistence.ts). */
const SEARCHED_ROOTS = new Set<unknown>([currentUserKeys.all, contentKeys.all, discoveryKeys.all, chatKeys.all, networkKeys.all, peopleKeys.all].map((key) => key[0]));

/** How deep a reply is looked into (pages → data → items → a nested person). */
const MAX_DEPTH = 6;

export interface DeviceResults {
  people: Person[];
  videos: ContentHit[];
  blogs: ContentHit[];
  talks: ContentHit[];
}

/** Everything of each kind on the device matching `q` (newest first), without `excludeUserId` (the user). */
export function searchOnDevice(queryClient: QueryClient, q: string, excludeUserId: string): DeviceResults {
  const text = q.trim().toLowerCase();
  const found: Record<SearchKind, Map<string, Person | ContentHit>> = {
    people: new Map(),
    videos: new Map(),
    blogs: new Map(),
    talks: new Map(),
  };
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const item = value as Record<string, unknown>;
    const kind = kindOf(item);
    if (kind === 'people') {
      const person = item as unknown as Person;
      if (person._id !== excludeUserId && nameOf(person).toLowerCase().includes(text)) found.people.set(person._id, person);
    } else if (kind && String(item.title).toLowerCase().includes(text)) {
      found[kind].set(String(item._id), toHit(item));
    }
    for (const nested of Object.values(item)) visit(nested, depth + 1);
  };
  for (const query of queryClient.getQueryCache().getAll()) {
    const [root] = query.queryKey;
    if (typeof root === 'string' && SEARCHED_ROOTS.has(root)) visit(query.state.data, 0);
  }
  const newestFirst = <T extends { _id: string }>(items: Map<string, T>) => [...items.values()].sort((a, b) => (a._id < b._id ? 1 : -1));
  return {
    people: newestFirst(found.people as Map<string, Person>),
    videos: newestFirst(found.videos as Map<string, ContentHit>),
    blogs: newestFirst(found.blogs as Map<string, ContentHit>),
    talks: newestFirst(found.talks as Map<string, ContentHit>),
  };
}

/** The name a person is shown and found by. */
export function nameOf(person: Pick<Person, 'profiledetails'>): string {
  const details = person.profiledetails;
  return details.Username || details.displayName || '';
}

/** Which kind of result an object of a reply is, if any: a person card, a video, a blog or a talk. */
function kindOf(item: Record<string, unknown>): SearchKind | undefined {
  if (typeof item._id !== 'string') return undefined;
  if (typeof item.role === 'string' && isObject(item.profiledetails)) return 'people';
  if (typeof item.title !== 'string' || !isObject(item.uploadedBy)) return undefined;
  if (typeof item.videoUrl === 'string') return 'videos';
  if (item.kind === 'blog') return 'blogs';
  if (item.kind === 'talk') return 'talks';
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toHit(item: Record<string, unknown>): ContentHit {
  return {
    _id: String(item._id),
    title: String(item.title),
    createdAt: String(item.createdAt ?? ''),
    posterUrl: typeof item.posterUrl === 'string' ? item.posterUrl : null,
    uploadedBy: item.uploadedBy as ContentHit['uploadedBy'],
  };
}
