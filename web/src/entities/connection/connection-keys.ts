// The Network page's lists (requests, connections, suggestions): named here because a connection
// change, a connection notification or a removed person changes them wherever it happens.

export type Box = 'received' | 'sent';

/** Keys start with 'network': persisted, so the page reads offline once seen. */
export const networkKeys = {
  all: ['network'] as const,
  requests: (box: Box) => ['network', 'requests', box] as const,
  connections: () => ['network', 'connections'] as const,
  suggestions: () => ['network', 'suggestions'] as const,
};
