import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UploadGarbageCollector } from './upload-garbage';

/** Runs `chunks` through a collector and answers the bytes that came out. */
async function passThrough(collector: UploadGarbageCollector, chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  });
  await pipeline(Readable.from(chunks), collector, sink);
  return Buffer.concat(out);
}

describe('UploadGarbageCollector', () => {
  it('passes the bytes on unchanged and collects once per interval of bytes passed', async () => {
    let collections = 0;
    const chunks = Array.from({ length: 10 }, (_, i) => Buffer.alloc(300, i));
    const out = await passThrough(new UploadGarbageCollector(1000, () => (collections += 1)), chunks);
    expect(out).toEqual(Buffer.concat(chunks));
    // 3,000 bytes: after the 4th, 8th chunk (1,200 bytes each time).
    expect(collections).toBe(2);
  });

  it('does not collect for an upload smaller than the interval', async () => {
    let collections = 0;
    await passThrough(new UploadGarbageCollector(1000, () => (collections += 1)), [Buffer.alloc(999)]);
    expect(collections).toBe(0);
  });

  it("runs V8's young-generation collection by default", async () => {
    const minorCollections: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
        if (detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minorCollections.push(1);
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    try {
      const chunks = Array.from({ length: 10 }, (_, i) => Buffer.alloc(1024, i));
      const out = await passThrough(new UploadGarbageCollector(1024), chunks);
      expect(out).toEqual(Buffer.concat(chunks));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(minorCollections.length).toBeGreaterThanOrEqual(10);
    } finally {
      observer.disconnect();
    }
  });
});
