/** A Web Storage (localStorage, sessionStorage) in memory, for unit tests in Node. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A Cache Storage that only knows cache names (what the offline-data tests look at). */
export function memoryCacheNames(names: string[]): Pick<CacheStorage, 'keys' | 'delete' | 'has'> & { names: Set<string> } {
  const kept = new Set(names);
  return {
    names: kept,
    keys: async () => [...kept],
    has: async (name) => kept.has(name),
    delete: async (name) => kept.delete(name),
  };
}
