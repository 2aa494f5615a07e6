// The tables of web push (DESIGN §6.6), kept beside schema.ts (which lists them in DatabaseSchema).

/** One browser on one device that accepts pushes for a user (DESIGN §6.6). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** The session that subscribed it: pushes reach it only while that session lives (DESIGN §7.2). Every row saved since migration 0020 has one. */
  session_id: string | null;
  endpoint: string;
  /** The browser's public key (P-256, base64url) and auth secret: what each payload is encrypted for. */
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A user's push preferences once changed (1 on, 0 off); without a row, every kind is on. */
export interface PushPreferencesTable {
  user_id: string;
  messages: 0 | 1;
  connections: 0 | 1;
  ignites: 0 | 1;
  comments: 0 | 1;
  applications: 0 | 1;
  /** Migration 0025: named as its push kind, as each column here is. */
  jobAlerts: 0 | 1;
}

/** Until when the user has the app open and visible on some device (a socket's last report, plus a minute). */
export interface PushPresenceTable {
  user_id: string;
  visible_until: string;
}

/** A push waiting to be sent to one subscription (the durable queue). */
export interface PushDeliveriesTable {
  id: string;
  subscription_id: string;
  /** The JSON the worker shows: title, body, url, tag, badge. */
  payload: string;
  topic: string | null;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Seconds the push service keeps it for an offline device. */
  ttl: number;
  attempts: number;
  next_attempt_at: string;
  created_at: string;
}
