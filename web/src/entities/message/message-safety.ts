import type { MessageWarning } from '@startupsetu/server-core/contract/privacy';

// What a message's recipient is told about it (DESIGN §7.4, "Scam-aware chat"): the server marks
// a message from someone not connected with them that asks for a fee; the recipient's copy says so.

export type { MessageWarning };

export const FEE_SCAM_WARNING =
  'This message asks for a fee. StartupSetu never asks for money to connect you with investors; genuine investors do not charge founders.';

/** What a message carries beside the spec's fields: only the recipient's copy has them. */
export interface MessageMarks {
  warning?: MessageWarning;
  /** The message opened a message request (the live event to its recipient). */
  request?: boolean;
}

/** The words to show above a message that carries `warning`, or null. */
export function warningText(warning: unknown): string | null {
  return warning === 'possible-fee-scam' ? FEE_SCAM_WARNING : null;
}
