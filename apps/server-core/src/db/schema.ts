import type { ReportCategory, ReportStatus, ReportTargetType, RequestKind, RequestStatus } from '../contract/reply-types';
import type { ContactVisibility, MessagesFrom, MessageWarning } from '../contract/privacy';
import type { VerificationAction } from '../contract/verification-fields';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationEventsTable, JobApplicationsTable, StartupReplyCountsTable, StartupReplyWaitingTable } from './application-tables';
import type { JobAlertsTable } from './job-alert-tables';
import type { InvestorFiltersTable } from './investor-tables';
import type { ReportAppealsTable } from './appeal-tables';
import type { JobSkillsTable, JobsTable, SavedJobsTable } from './job-tables';
import type { StartupMembersTable, StartupsTable } from './startup-tables';
import type { EmailProofsTable, PasswordResetsTable, SessionsTable, SignInFailuresTable } from './sign-in-tables';
import type { MessageRequestsTable, VerificationsTable } from './trust-tables';
import type { PushDeliveriesTable, PushPreferencesTable, PushPresenceTable, PushSubscriptionsTable } from './push-tables';

export type { ApplicationEventsTable, JobApplicationsTable, StartupReplyCountsTable, StartupReplyWaitingTable };
export type { JobSkillsTable, JobsTable, SavedJobsTable, StartupMembersTable, StartupsTable };
export type { InvestorFiltersTable, JobAlertsTable, ReportAppealsTable };
export type { EmailProofsTable, PasswordResetsTable, SessionsTable, SignInFailuresTable };
export type { MessageRequestsTable, VerificationsTable };
export type { PushDeliveriesTable, PushPreferencesTable, PushPresenceTable, PushSubscriptionsTable };

// Column types as both SQLite and PostgreSQL return them. Flags are integers 0/1 and times are
// ISO-8601 text; ids come from newId() so ORDER BY id DESC lists newest first.

export type Role = 'Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker';
export const ROLES: readonly Role[] = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'];

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  /** Stored lower-cased and trimmed; unique. */
  email: string;
  password_hash: string;
  role: Role;
  verified: Flag;
  /** JSON text of the spec's profiledetails (without profilePic); '{}' when empty. */
  profile: string;
  /** File name under the media directory, or null. */
  profile_pic: string | null;
  created_at: string;
  /** Lower-cased searchable profile fields of the user's role, one per line (see profile-details.ts). */
  search_text: string;
  /** Lower-cased Username / displayName, for searching people by name. */
  search_name: string;
  /** Raised to revoke every token signed before (tokens carry the version they were signed under). */
  session_version: ColumnType<number, number | undefined, number>;
  /** 1 when the profile has a Username: discovery lists show those first (see profile-details.ts). */
  has_username: ColumnType<Flag, Flag | undefined, Flag>;
  /** Lower-cased `field=value` lines of the role's filterable fields, for discovery filters. */
  filter_text: ColumnType<string, string | undefined, string>;
  /** 1 for moderators (`npm run admin -- grant-moderator <email>`): they get /moderation. */
  moderator: ColumnType<Flag, Flag | undefined, Flag>;
  /** Set while a moderator has suspended the account: sign-in refused, content hidden. */
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the account's email was proven by a mailed link; null until then (DESIGN §7.4). */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sign-up's consent: when the person confirmed being 18 or older, and agreed to which privacy notice, when. */
  adult_confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  privacy_notice_version: ColumnType<string | null, string | null | undefined, string | null>;
  privacy_consented_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who sees the account's email and phone (contract/privacy.ts); null: connections. */
  email_visibility: ColumnType<ContactVisibility | null, ContactVisibility | null | undefined, ContactVisibility | null>;
  phone_visibility: ColumnType<ContactVisibility | null, ContactVisibility | null | undefined, ContactVisibility | null>;
  /** Who may message the account; null: the role's default (contract/privacy.ts). */
  messages_from: ColumnType<MessagesFrom | null, MessagesFrom | null | undefined, MessagesFrom | null>;
  /** The badges standing, as JSON (contract/verification-fields.ts Badge[]); null for none. */
  badges: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VideosTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  /** File name under the media directory. */
  video_file: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  /** The resumable upload it was published from (unique), if it was. */
  upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its poster image's file name under the media directory, if it has one. */
  poster_file: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VideoLikesTable {
  user_id: string;
  video_id: string;
  created_at: string;
}

export interface VideoCommentsTable {
  id: string;
  video_id: string;
  user_id: string;
  text: string;
  created_at: string;
}

export type BlogKind = 'blog' | 'talk';

export interface BlogsTable {
  id: string;
  kind: BlogKind;
  title: string;
  summary: string;
  content: string;
  /** File name under the media directory, or null. */
  cover_image: string | null;
  user_id: string;
  created_at: string;
}

export interface TalkCommentsTable {
  id: string;
  talk_id: string;
  user_id: string;
  text: string;
  created_at: string;
}

export interface MessagesTable {
  id: string;
  sender_id: string;
  receiver_id: string;
  text: string;
  created_at: string;
  /** When the receiver read it; null while unread. */
  read_at: string | null;
  /** Why the receiver is warned about it ('possible-fee-scam'); null for most. */
  warning: ColumnType<MessageWarning | null, MessageWarning | null | undefined, MessageWarning | null>;
}

/** 'report': a report's acknowledgement and its outcome (moderation). */
export type NotificationType =
  | 'connect'
  | 'ignite'
  | 'comment'
  | 'connect_accepted'
  | 'report'
  | 'startup_invite'
  | 'application_received'
  | 'application_status'
  | 'application_withdrawn'
  | 'job_alert'
  | (string & {});

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: NotificationType;
  message: string;
  is_read: Flag;
  actor_id: string | null;
  created_at: string;
  /** The app path the notification opens (a profile, a chat, a video, the Network page); null for old rows. */
  link: string | null;
  /** The connect or ignite request it is about, if any. */
  request_id: string | null;
}

export type ConnectKind = RequestKind;
export type ConnectStatus = RequestStatus;

export interface ConnectRequestsTable {
  id: string;
  kind: ConnectKind;
  requester_id: string;
  target_id: string;
  /** The two user ids sorted and joined by ':'; unique among pending requests (one per pair). */
  pair_key: string;
  status: ConnectStatus;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per side of a connection: (a, b) and (b, a); the primary key keeps a pair to one. */
export interface ConnectionsTable {
  user_id: string;
  peer_id: string;
  /** newId() when connected: pages of a user's connections are newest first by it. */
  id: string;
  request_id: string | null;
  created_at: string;
}

export type IdempotencyState = 'pending' | 'done';

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** The request that claimed the key: a repeat must be the same method and path. */
  method: string;
  path: string;
  /** 'pending' while the first request runs, 'done' once its answer is stored. */
  state: IdempotencyState;
  /** HTTP status of the first answer; 0 while pending. */
  status: number;
  /** Body of the first answer (text as sent); '' while pending. */
  response: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

/** One row per blocker; a block is enforced in both directions by reading either row. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

// A report's status is 'open' until a moderator decides; then the decision.
export type { ReportCategory, ReportStatus, ReportTargetType };
export { reportCategories as REPORT_CATEGORIES, reportTargetTypes as REPORT_TARGET_TYPES } from '../contract/report-schemas';

export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: ReportTargetType;
  target_id: string;
  /** The author (or the reported person), kept so the report outlives the content. */
  target_user_id: string | null;
  category: ReportCategory;
  comment: string | null;
  /** JSON snapshot of the reported content as it was when reported. */
  evidence: string;
  status: ReportStatus;
  created_at: string;
  /** 24 h for impersonation and sexual content, 15 days otherwise (IT Rules 2021). */
  deadline_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export type HiddenReason = 'reports' | 'removed';

/** Content nobody sees: reported by three people (until decided) or removed by a moderator. */
export interface HiddenContentTable {
  target_type: ReportTargetType;
  target_id: string;
  reason: HiddenReason;
  created_at: string;
}

export type ModerationActionKind =
  | 'dismiss'
  | 'remove'
  | 'suspend'
  | 'restore'
  | 'appeal'
  | 'uphold'
  | 'reverse'
  | 'grant-moderator'
  | 'revoke-moderator'
  | `verification-${VerificationAction}`;

/** Append-only: the database refuses UPDATE and DELETE on it. */
export interface ModerationActionsTable {
  id: string;
  /** Null when the command line acted. */
  moderator_id: string | null;
  /** Who acted, as they were known then ('command line' for the admin CLI). */
  moderator_email: string;
  report_id: string | null;
  action: ModerationActionKind;
  target_type: ReportTargetType;
  target_id: string;
  target_user_id: string | null;
  note: string | null;
  created_at: string;
}

/** Bytes a user uploaded on one UTC day (YYYY-MM-DD), for the daily upload budget. */
export interface UploadUsageTable {
  user_id: string;
  day: string;
  /** bigint: PostgreSQL returns it as a string. */
  bytes: number | string;
}

/**
 * One row per user and person they exchanged messages with: the chat list reads a page of these
 * (migration 0012), kept by every message write. The other person may have deleted their account.
 */
export interface ChatSummariesTable {
  user_id: string;
  other_id: string;
  /** The newest message between the two, either way. */
  last_message_id: string;
}

export interface DatabaseSchema {
  users: UsersTable;
  videos: VideosTable;
  video_likes: VideoLikesTable;
  video_comments: VideoCommentsTable;
  blogs: BlogsTable;
  talk_comments: TalkCommentsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  connect_requests: ConnectRequestsTable;
  connections: ConnectionsTable;
  idempotency_keys: IdempotencyKeysTable;
  contact_messages: ContactMessagesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_proofs: EmailProofsTable;
  message_requests: MessageRequestsTable;
  verifications: VerificationsTable;
  sign_in_failures: SignInFailuresTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  hidden_content: HiddenContentTable;
  moderation_actions: ModerationActionsTable;
  report_appeals: ReportAppealsTable;
  upload_usage: UploadUsageTable;
  chat_summaries: ChatSummariesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  push_deliveries: PushDeliveriesTable;
  push_presence: PushPresenceTable;
  startups: StartupsTable;
  startup_members: StartupMembersTable;
  jobs: JobsTable;
  job_skills: JobSkillsTable;
  saved_jobs: SavedJobsTable;
  job_applications: JobApplicationsTable;
  application_events: ApplicationEventsTable;
  startup_reply_counts: StartupReplyCountsTable;
  startup_reply_waiting: StartupReplyWaitingTable;
  job_alerts: JobAlertsTable;
  investor_filters: InvestorFiltersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type VideoRow = Selectable<VideosTable>;
export type BlogRow = Selectable<BlogsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type ConnectRequestRow = Selectable<ConnectRequestsTable>;
export type ConnectionRow = Selectable<ConnectionsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ReportRow = Selectable<ReportsTable>;
export type StartupRow = Selectable<StartupsTable>;
export type StartupMemberRow = Selectable<StartupMembersTable>;
export type JobRow = Selectable<JobsTable>;
export type JobApplicationRow = Selectable<JobApplicationsTable>;
export type ApplicationEventRow = Selectable<ApplicationEventsTable>;
export type JobAlertRow = Selectable<JobAlertsTable>;
