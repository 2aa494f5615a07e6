import { defaultShouldDehydrateQuery, type DefaultOptions, type Query, type QueryClient } from '@tanstack/react-query';

// Which cached reads are saved on the device for a repeat visit and offline (DESIGN §4): the query
// client's own policy, named where the app makes its client (app/saved-read-keys.ts), so nothing
// about it lives in module state.

/** Key prefixes, each owned by its entity or feature. */
export type SavedReadKeys = readonly (readonly unknown[])[];

/** A query's `meta` that keeps one read of a saved kind off the device (a search per typed text would pile up). */
export const NOT_SAVED = { saved: false } as const;

type SavedQuery = Pick<Query, 'queryKey' | 'state' | 'meta'>;

/** The successful reads under one of `prefixes`, unless their query says not. */
export function savedUnder(prefixes: SavedReadKeys): (query: SavedQuery) => boolean {
  return (query) => {
    if (query.meta?.saved === false) return false;
    const saved = prefixes.some((prefix) => prefix.every((part, i) => query.queryKey[i] === part));
    return saved && defaultShouldDehydrateQuery(query as Query);
  };
}

/** A query client's default options that save the reads under `prefixes`. */
export const savingReadsUnder = (prefixes: SavedReadKeys): Pick<DefaultOptions, 'dehydrate'> => ({
  dehydrate: { shouldDehydrateQuery: savedUnder(prefixes) },
});

/** What `queryClient` saves: its policy, or nothing for a client made without one. */
export function savedReadsOf(queryClient: QueryClient): (query: Query) => boolean {
  return queryClient.getDefaultOptions().dehydrate?.shouldDehydrateQuery ?? (() => false);
}
