import type { FastifyInstance } from 'fastify';
import { registerVisibilityEvent } from './visibility-socket';

// Presence has no HTTP routes: the app reports whether it is on screen over its socket.
export default async function presenceRoutes(app: FastifyInstance) {
  registerVisibilityEvent(app);
}
