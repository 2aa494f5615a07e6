import { ApiError } from '../../lib/api-client';

export type CardAction = 'Connect' | 'Ignite Investor';
/** `pending`: made offline, waiting in the outbox to be sent. */
export type ActionState = 'idle' | 'busy' | 'pending' | 'done' | 'failed';

const LABELS: Record<CardAction, Record<ActionState, string>> = {
  Connect: { idle: 'Connect', busy: 'Sending...', pending: 'Request pending', done: 'Request sent', failed: 'Connect' },
  'Ignite Investor': {
    idle: 'Ignite Investor',
    busy: 'Igniting...',
    pending: 'Ignite pending',
    done: 'Ignited',
    failed: 'Ignite failed — try again',
  },
};

/** The button's words in each state (spec §2: 'Igniting...' while busy; DESIGN §2: 'Request sent'). */
export function actionLabel(action: CardAction, state: ActionState): string {
  return LABELS[action][state];
}

/** Busy, pending and done lock the button: one request at a time, and no repeat once it went (or waits to go). */
export function actionDisabled(state: ActionState): boolean {
  return state === 'busy' || state === 'pending' || state === 'done';
}

/**
 * The short note under a failed Connect (ignite failures are only logged, spec §8, and the button
 * itself says so): the server's reason when it gave one.
 */
export function connectFailureText(error: unknown): string {
  if (error instanceof ApiError && error.message) return `Request not sent: ${error.message}`;
  return 'Request not sent. Please try again.';
}
