import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file';

describe('exportFileName', () => {
  it("takes the server's name for the download", () => {
    expect(exportFileName('attachment; filename="startupsetu-data-2026-11-26.json"')).toBe('startupsetu-data-2026-11-26.json');
  });

  it('falls back to a plain name when the header is missing or names a path', () => {
    expect(exportFileName(null)).toBe('startupsetu-data.json');
    expect(exportFileName('attachment')).toBe('startupsetu-data.json');
    expect(exportFileName('attachment; filename="../../etc/passwd"')).toBe('startupsetu-data.json');
  });
});
