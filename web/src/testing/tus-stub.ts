import { vi } from 'vitest';

/** One tus request the page sent (tus-js-client sends them with XMLHttpRequest). */
export interface TusRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The bytes a PATCH carried. */
  bytes: number;
}

export interface StubbedUpload {
  size: number;
  offset: number;
  metadata: Record<string, string>;
}

type Refusal = { status: number; body: unknown };

const decode = (metadata: string) =>
  Object.fromEntries(
    metadata
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key, value = ''] = pair.split(' ');
        return [key, atob(value)];
      }),
  );

/**
 * Stands in for the api's tus endpoint (/api/uploads) at the network boundary: creation, HEAD and
 * PATCH answered as the protocol says. `hold()` keeps the next requests unanswered until `release()`
 * (to look at the screen mid-upload); `refuseNext` answers the next request of a method with an error.
 */
export function stubTusServer() {
  const uploads = new Map<string, StubbedUpload>();
  const requests: TusRequest[] = [];
  const refusals = new Map<string, Refusal>();
  let cuts = 0;
  let holding = false;
  let held: (() => void)[] = [];
  let next = 1;

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((error: unknown) => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private replyHeaders: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return this.replyHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      this.aborted = true;
    }
    send(body: Blob | null) {
      const path = new URL(this.url, 'http://localhost').pathname;
      const request: TusRequest = { method: this.method, path, headers: this.headers, bytes: body?.size ?? 0 };
      requests.push(request);
      const answer = () => {
        if (this.aborted) return;
        this.respond(request);
      };
      if (holding) held.push(answer);
      else setTimeout(answer, 0);
    }

    private reply(status: number, headers: Record<string, string> = {}, body: unknown = '') {
      this.status = status;
      this.replyHeaders = { 'tus-resumable': '1.0.0', ...headers };
      this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
      this.onload?.();
    }

    private respond(request: TusRequest) {
      const upload = uploads.get(request.path.split('/').pop() ?? '');
      if (request.method === 'PATCH' && upload && cuts > 0) {
        // The connection goes half way through: the server keeps what came.
        cuts -= 1;
        upload.offset += Math.floor(request.bytes / 2);
        return this.onerror?.(new Error('connection reset'));
      }
      const refusal = refusals.get(request.method);
      if (refusal) {
        refusals.delete(request.method);
        return this.reply(refusal.status, {}, refusal.body);
      }
      if (request.method === 'POST') {
        const created = `u${next++}`;
        uploads.set(created, { size: Number(request.headers['upload-length']), offset: 0, metadata: decode(request.headers['upload-metadata'] ?? '') });
        return this.reply(201, { location: `/api/uploads/${created}` });
      }
      if (!upload) return this.reply(404, {}, { success: false, message: 'Upload not found' });
      if (request.method === 'PATCH') {
        upload.offset += request.bytes;
        this.upload.onprogress?.({ loaded: request.bytes, total: request.bytes, lengthComputable: true } as ProgressEvent);
      }
      return this.reply(request.method === 'PATCH' ? 204 : 200, { 'upload-offset': String(upload.offset), 'upload-length': String(upload.size) });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    uploads,
    requests,
    /** The requests of one method. */
    sent: (method: string) => requests.filter((request) => request.method === method),
    hold: () => {
      holding = true;
    },
    /** Answers the held requests (and those to come). */
    release: () => {
      holding = false;
      const waiting = held;
      held = [];
      for (const answer of waiting) answer();
    },
    refuseNext: (method: string, status: number, body: unknown) => refusals.set(method, { status, body }),
    /** The network cuts the next `count` PATCHes half way through their bytes. */
    cutNextPatches: (count: number) => {
      cuts = count;
    },
  };
}
