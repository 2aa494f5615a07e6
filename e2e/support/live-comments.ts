import type { Page } from '@playwright/test';

/** What a page's realtime socket said about videos: the watched sets it sent, the newComment it heard. */
export interface VideoTraffic {
  /** Each `watchVideos` set the page sent, in order. */
  watched: string[][];
  /** The video of each `newComment` the page received, in order. */
  heard: string[];
}

/** A socket.io event frame (`42["name",payload]`, or `42<ack id>[…]`) as [name, payload]. */
function eventOf(payload: string | Buffer): [string, any] | undefined {
  if (typeof payload !== 'string') return undefined;
  const match = /^42\d*(\[[\s\S]*\])$/.exec(payload);
  return match ? (JSON.parse(match[1]!) as [string, any]) : undefined;
}

/** Records the page's video traffic on every websocket it opens from now on. */
export function recordVideoTraffic(page: Page): VideoTraffic {
  const traffic: VideoTraffic = { watched: [], heard: [] };
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const event = eventOf(payload);
      if (event?.[0] === 'watchVideos') traffic.watched.push(event[1].videoIds as string[]);
    });
    socket.on('framereceived', ({ payload }) => {
      const event = eventOf(payload);
      if (event?.[0] === 'newComment') traffic.heard.push(event[1].videoId as string);
    });
  });
  return traffic;
}
