// The kinds of GET /api/search's results (DESIGN §6.8), apart from its reply schemas
// (search-schemas.ts): the web's router reads /search's URL with these, and a module of schemas
// (which import every person and content schema) would ride along into every page's bundle.

export const searchKinds = ['people', 'videos', 'blogs', 'talks'] as const;
export type SearchKind = (typeof searchKinds)[number];
