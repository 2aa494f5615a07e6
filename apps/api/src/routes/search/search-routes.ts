import type { ContentHit, SearchKind, SearchReply } from '@startupsetu/server-core/contract/search-schemas';
import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { Page, PageQuery } from '@startupsetu/server-core/http/pagination';
import { listPublicUsers } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { searchPosts, searchVideos, type ContentSearch } from './content-search';
import { MAX_QUERY_LENGTH, PREVIEW_LIMIT, searchSchema, type SearchQuerystring } from './search-schemas';

type Found = SearchReply['people'] | ContentHit[];

/** Each kind's search: a page of what the viewer may see, newest first. */
const SEARCHES: Record<SearchKind, (db: Database, search: ContentSearch) => Promise<Page<Found[number]>>> = {
  people: async (db, { q, viewerId, limit, cursor }) => {
    const page = await listPublicUsers(db, { q, namesOnly: true, excludeUserId: viewerId, viewerId, limit, cursor });
    // A card without the email: search shows people by name.
    return { items: page.items.map(({ email: _email, ...card }) => card), nextCursor: page.nextCursor };
  },
  videos: searchVideos,
  blogs: (db, search) => searchPosts(db, 'blog', search),
  talks: (db, search) => searchPosts(db, 'talk', search),
};

const KINDS = Object.keys(SEARCHES) as SearchKind[];

// GET /api/search (DESIGN §6.8): the top bar's suggestions and the /search page.
export default async function searchRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: SearchQuerystring }>('/', { schema: searchSchema }, async (request) => {
    const viewerId = requireUser(request).id;
    const q = request.query.q.trim();
    if (q.length === 0) throw new HttpError(400, 'Type something to search for', 'q');
    if ([...q].length > MAX_QUERY_LENGTH) throw new HttpError(400, `A search can be at most ${MAX_QUERY_LENGTH} characters`, 'q');
    const { kind, cursor, limit } = request.query;
    const reply: SearchReply = {
      success: true,
      people: [],
      videos: [],
      blogs: [],
      talks: [],
      nextCursors: { people: null, videos: null, blogs: null, talks: null },
    };
    const asked: PageQuery = kind ? { limit, cursor } : { limit: PREVIEW_LIMIT };
    for (const each of kind ? [kind] : KINDS) {
      const page = await SEARCHES[each](db, { q, viewerId, ...asked });
      (reply[each] as Found) = page.items as Found;
      reply.nextCursors[each] = page.nextCursor;
    }
    return reply;
  });
}
