import type { ColumnType } from 'kysely';
import type { MessageRequestStatus } from '../contract/privacy';
import type { VerificationKind, VerificationStatus } from '../contract/verification-fields';

// The tables of migrations 0030, 0031 and 0032 (DESIGN §7.4), kept beside schema.ts (which lists them in
// DatabaseSchema).

/** A request for a badge (DESIGN §7.4), with its evidence as JSON. */
export interface VerificationsTable {
  id: string;
  user_id: string;
  kind: VerificationKind;
  status: VerificationStatus;
  evidence: string;
  startup_id: string | null;
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: ColumnType<number, number | undefined, number>;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
  /** A document sent with it (0032): the stored file's name in the private evidence storage. */
  document_file: ColumnType<string | null, string | null | undefined, string | null>;
  document_name: ColumnType<string | null, string | null | undefined, string | null>;
  document_size: ColumnType<number | null, number | null | undefined, number | null>;
  document_type: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A message to someone not connected with its sender, until they accept or ignore it (DESIGN §7.4). */
export interface MessageRequestsTable {
  recipient_id: string;
  sender_id: string;
  status: MessageRequestStatus;
  created_at: string;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
}
