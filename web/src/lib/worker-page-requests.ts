import { isOpenPageMessage } from '@startupsetu/sw/push/open-page-message';

/**
 * Routes the app to the pages its service worker asks for (a tapped notification), and tells the
 * worker it has, so the worker does not reload the window instead. Answers how to stop.
 */
export function followWorkerPageRequests(open: (path: string) => void, container: ServiceWorkerContainer | undefined = navigator.serviceWorker): () => void {
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (!isOpenPageMessage(event.data)) return;
    open(event.data.path);
    event.ports[0]?.postMessage('opened');
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
