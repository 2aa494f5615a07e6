import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

/**
 * Opens an IndexedDB database once per context and hands out the same connection; it is closed when
 * another context upgrades the schema (and opened again on the next call), and a failed open is
 * tried again on the next call.
 */
export function reopenableDatabase<Schema extends DBSchema>(name: string, version: number, upgrade: OpenDBCallbacks<Schema>['upgrade']): () => Promise<IDBPDatabase<Schema>> {
  let opening: Promise<IDBPDatabase<Schema>> | null = null;
  return () => {
    opening ??= openDB<Schema>(name, version, {
      upgrade,
      // Another context upgrading the schema: let it, and reopen on the next call.
      blocking() {
        void opening?.then((db) => db.close());
        opening = null;
      },
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
}
