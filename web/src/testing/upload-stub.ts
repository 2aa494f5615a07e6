import { vi } from 'vitest';

/** One multipart upload the page started; `answer` ends it as the server would. */
export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  form: FormData;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
  failNetwork: () => void;
}

/**
 * Stands in for the server at the network boundary of uploads (XMLHttpRequest, which reports
 * progress where fetch cannot). Each upload waits in `sent` until the test answers it.
 */
export function stubUploads() {
  const sent: SentUpload[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({
        url: this.url,
        headers: this.headers,
        form,
        progress: (loaded, total) => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent),
        answer: (status, body) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
        failNetwork: () => this.onerror?.(),
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    /** The `index`th upload (from 0), once the page has started it. */
    started: (index: number) =>
      vi.waitFor(() => {
        const upload = sent[index];
        if (!upload) throw new Error(`upload ${index} has not started`);
        return upload;
      }),
  };
}
