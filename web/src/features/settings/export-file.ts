const FALLBACK_NAME = 'startupsetu-data.json';

/** The file name a Content-Disposition header gives (`filename="…"`), else a plain default. */
export function exportFileName(disposition: string | null): string {
  const name = /filename="([^"/\\]+)"/i.exec(disposition ?? '')?.[1]?.trim();
  return name || FALLBACK_NAME;
}

/** Hands the text to the browser as a download of a JSON file. */
export function saveJsonFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
