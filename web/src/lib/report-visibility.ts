import type { Socket } from './socket';

/** While the app is on screen it says so this often: the server counts a report for a minute. */
export const VISIBLE_REPORT_MS = 30_000;

/**
 * Tells the server whether the app is on screen (the socket's `visibility` event), so that it sends
 * no push while the user is looking (DESIGN §6.6): at each connect, at each change, and every 30 s
 * while visible. Answers how to stop.
 */
export function reportVisibility(socket: Socket, page: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> = document): () => void {
  const report = () => {
    if (socket.connected) socket.emit('visibility', { visible: page.visibilityState === 'visible' });
  };
  const timer = setInterval(() => {
    if (page.visibilityState === 'visible') report();
  }, VISIBLE_REPORT_MS);
  socket.on('connect', report);
  page.addEventListener('visibilitychange', report);
  report();
  return () => {
    clearInterval(timer);
    socket.off('connect', report);
    page.removeEventListener('visibilitychange', report);
  };
}
