import type { ReportTargetType } from '@startupsetu/server-core/db/schema';

// A report's target and the evidence kept of it (report-targets.ts finds them; a job's is in jobs/).

export interface EvidenceAuthor {
  _id: string;
  name: string;
}

export interface Evidence {
  targetType: ReportTargetType;
  targetId: string;
  author: EvidenceAuthor;
  createdAt: string;
  /** The item's own fields (title, text, profile, …) as they were when reported. */
  fields: Record<string, unknown>;
  mediaFiles: string[];
  /** The item's parent: the video of a comment, the talk of a talk comment. */
  parentId?: string;
  /** For a message: the ten messages before it in that chat, oldest first. */
  context?: { _id: string; senderId: string; text: string; createdAt: string }[];
  capturedAt: string;
}

export interface ReportTarget {
  /** Who answers for it (a suspension's target); null for a job whose people's accounts are gone. */
  authorId: string | null;
  /** The reporter is one of its people though not its author (a job's startup's members). */
  reporterIsOwner?: boolean;
  evidence: Evidence;
}
