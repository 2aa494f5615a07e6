import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../lib/realtime';
import { chatKeys } from '../message/chat-keys';
import { discoveryKeys, peopleKeys } from '../person/person-keys';
import { networkKeys } from './connection-keys';

const CONNECTION_TYPES = new Set(['connect', 'ignite', 'connect_accepted']);

/** What a connection notification changes on screen: the Network page, profiles, cards and the chat strip. */
export const LIVE_CONNECTION_KEYS: readonly (readonly string[])[] = [networkKeys.all, peopleKeys.all, discoveryKeys.all, chatKeys.users()];

/**
 * A request received or accepted elsewhere (DESIGN §6.1) changes buttons and lists on this page:
 * they are read again at once, so both sides see the connection without a reload. So does a
 * connection a block ended (`connectionRemoved`, DESIGN §6.3), on both sides.
 */
export function useLiveConnections(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const key of LIVE_CONNECTION_KEYS) void queryClient.invalidateQueries({ queryKey: key });
  };
  useRealtimeEvent('notification', (payload) => {
    if (!payload || typeof payload.type !== 'string' || !CONNECTION_TYPES.has(payload.type)) return;
    refresh();
  });
  useRealtimeEvent('connectionRemoved', refresh);
}
