import type { FastifyInstance } from 'fastify';
import { registerCatchUpEvent } from './catch-up-socket';
import { registerVisibilityEvent } from './visibility-socket';

// Presence has no HTTP routes: over its socket the app reports whether it is on screen, and asks
// what it missed while it was not connected.
export default async function presenceRoutes(app: FastifyInstance) {
  registerVisibilityEvent(app);
  registerCatchUpEvent(app);
}
