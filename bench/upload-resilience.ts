// Uploads that survive the network (DESIGN §6.7): a 50 MB pitch sent from Debian's Chromium through a
// loopback proxy that cuts every connection after 3 MiB, the browser closed at 40 % and opened again
// on the same profile; the figure is the bytes the browser got through per byte of the file. Beside
// it, in the same run, the same journey through the proxy without cuts: what the protocol and the
// restart cost with no network trouble.
import { bearer, signUp, startEmbeddedStack } from './support/stack';
import { atMost, type BenchResult } from './support/results';
import { uploadThroughBadNetwork } from '../e2e/support/resilient-upload';

const PORT = 8620;
const PROXY_PORT = 8624;
const FILE_BYTES = 50_000_000;
const CUT_AFTER_BYTES = 3 * 1024 * 1024;
const TARGET = 1.05;

export async function uploadResilience(): Promise<BenchResult> {
  const stack = await startEmbeddedStack('upload-resilience', PORT);
  try {
    const send = async (cutAfterBytes: number, title: string) => {
      const account = await signUp(stack, 'Hustler');
      const sent = await uploadThroughBadNetwork({ gatewayPort: PORT, proxyPort: PROXY_PORT, cutAfterBytes, account, title, fileBytes: FILE_BYTES });
      const videos = (await (await fetch(`${stack.apiUrl}/api/userprofile/getvideos`, { headers: bearer(account.token) })).json()) as { data: { title: string }[] };
      if (videos.data.filter((video) => video.title === title).length !== 1) throw new Error(`${title}: not exactly one video`);
      return sent;
    };
    const clean = await send(Number.MAX_SAFE_INTEGER, 'Pitch over a steady network');
    const cut = await send(CUT_AFTER_BYTES, 'Pitch over a cutting network');
    const ratio = cut.sentBytes / cut.fileBytes;
    return {
      figures: [
        {
          name: 'bytes sent ÷ file size, 50 MB pitch, every connection cut after 3 MiB, browser restarted at 40 %',
          value: ratio,
          unit: '×',
          baseline: { label: 'the same through the proxy without cuts', value: clean.sentBytes / clean.fileBytes },
          target: atMost(ratio, TARGET, `≤ ${TARGET} (at most 5 % sent twice)`),
        },
      ],
      notes: [
        `${cut.cuts} connections cut; ${cut.sentBytes} bytes got through for a file of ${cut.fileBytes} (without cuts: ${clean.sentBytes}).`,
        'tus in 2 MiB chunks, 64 KiB once the network has cut a request (a browser resends a cut request on a reused connection from its first byte before the page hears of it); the upload resumes after the restart from the offset the server has, the file kept in IndexedDB. Uplink throttled to 4 MiB/s (CDP) so that the restart falls half way.',
      ],
    };
  } finally {
    await stack.stop();
  }
}
