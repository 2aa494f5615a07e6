// Who sees a person's email and phone, and who may message them (DESIGN §7.4): the choices, their
// defaults and the rule, shared by the api (which applies them on every endpoint) and the web (the
// settings page offers them).

export const CONTACT_VISIBILITIES = ['everyone', 'connections', 'me'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

export const MESSAGES_FROM = ['everyone', 'verified', 'connections'] as const;
export type MessagesFrom = (typeof MESSAGES_FROM)[number];

export const MESSAGE_WARNINGS = ['possible-fee-scam'] as const;
export type MessageWarning = (typeof MESSAGE_WARNINGS)[number];

export const MESSAGE_REQUEST_STATUSES = ['pending', 'accepted', 'ignored'] as const;
export type MessageRequestStatus = (typeof MESSAGE_REQUEST_STATUSES)[number];

/** Email and phone are shown to connections unless the person chooses otherwise. */
export const DEFAULT_CONTACT_VISIBILITY: ContactVisibility = 'connections';

/** An investor hears from verified people only unless they choose otherwise; everyone else from everyone. */
export function defaultMessagesFrom(role: string | null | undefined): MessagesFrom {
  return role === 'Investor' ? 'verified' : 'everyone';
}

/** The person's privacy choices, their defaults filled in. */
export interface PrivacySettings {
  emailVisibility: ContactVisibility;
  phoneVisibility: ContactVisibility;
  messagesFrom: MessagesFrom;
}

export function privacyOf(row: {
  role: string | null;
  email_visibility: ContactVisibility | null;
  phone_visibility: ContactVisibility | null;
  messages_from: MessagesFrom | null;
}): PrivacySettings {
  return {
    emailVisibility: row.email_visibility ?? DEFAULT_CONTACT_VISIBILITY,
    phoneVisibility: row.phone_visibility ?? DEFAULT_CONTACT_VISIBILITY,
    messagesFrom: row.messages_from ?? defaultMessagesFrom(row.role),
  };
}

/** Whether a contact kept at `visibility` is shown to a viewer who is (or is not) connected with its owner. The owner always sees their own. */
export function contactShown(visibility: ContactVisibility | null, viewer: { self: boolean; connected: boolean }): boolean {
  if (viewer.self) return true;
  const chosen = visibility ?? DEFAULT_CONTACT_VISIBILITY;
  return chosen === 'everyone' || (chosen === 'connections' && viewer.connected);
}
