import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE_NAME } from './database';

const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'startupsetu-dbfile-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the SQLite database file', () => {
  it('is created readable and writable by its owner only, and so are its journal files', async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ dataDir });
    try {
      expect(modeOf(path.join(dataDir, SQLITE_FILE_NAME))).toBe(0o600);
      expect(modeOf(path.join(dataDir, `${SQLITE_FILE_NAME}-wal`))).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it('is narrowed to its owner when an older start left it readable by others', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const db = await openDatabase({ dataDir });
    await db.destroy();
    expect(modeOf(file)).toBe(0o600);
  });
});
