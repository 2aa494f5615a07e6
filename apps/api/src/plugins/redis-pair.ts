import { closeRedis, connectRedis } from '@startupsetu/server-core/redis-connection';
import type { FastifyInstance } from 'fastify';

/**
 * Two node-redis clients on `url`, one for commands and one for subscriptions (a subscribed client
 * takes no other commands), with a way to close both. Loaded only when Redis is set: a process
 * without it (`npm start`) starts faster.
 */
export async function connectRedisPair(app: FastifyInstance, url: string) {
  const { createClient } = await import('redis');
  const connect = () => connectRedis(url, (socket) => createClient({ url, socket }), app.log);
  const commands = await connect();
  let subscriber: typeof commands;
  try {
    subscriber = await connect();
  } catch (error) {
    await closeRedis(commands);
    throw error;
  }
  return { commands, subscriber, close: () => Promise.all([closeRedis(commands), closeRedis(subscriber)]).then(() => undefined) };
}
