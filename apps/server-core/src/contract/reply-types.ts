import type { FromSchema } from 'json-schema-to-ts';
import type { sessionReplySchema } from './auth-schemas';
import type { blogSchema, commentSchema, uploaderSchema, videoSchema } from './content-schemas';
import type { chatSchema, messageSchema } from './message-schemas';
import type { connectionStates, connectRequestSchema, requestKinds, requestStatuses } from './connect-schemas';
import type { notificationSchema, notificationTypes } from './notification-schemas';
import type { deviceSessionSchema } from './session-schemas';
import type { pushKeyReplySchema, pushKinds, pushPreferencesReplySchema } from './push-schemas';
import type { logEntrySchema, moderationActions, queueItemSchema, reportCategories, reportSchema, reportStatuses, reportTargetTypes } from './report-schemas';

// The types of the replies and events, derived from the schemas the servers serialize with: a
// change to a schema changes these, and every use that no longer fits fails to typecheck.

/** The public view of whoever uploaded or commented (never the email, phone or contact email). */
export type Uploader = FromSchema<typeof uploaderSchema>;
export type Comment = FromSchema<typeof commentSchema>;
export type Video = FromSchema<typeof videoSchema>;
/** A blog, or a talk (its text is the title; summary and content are ''). */
export type Post = FromSchema<typeof blogSchema>;
export type PostKind = Post['kind'];

export type Message = FromSchema<typeof messageSchema>;
export type ChatSummary = FromSchema<typeof chatSchema>;

export type NotificationType = (typeof notificationTypes)[number];
export type RequestStatus = (typeof requestStatuses)[number];
/** `type` may be one this app does not know yet (a newer server). */
export type Notification = FromSchema<typeof notificationSchema>;
export type NotificationActor = NonNullable<Notification['actor']>;

export type ReportTargetType = (typeof reportTargetTypes)[number];
export type ReportCategory = (typeof reportCategories)[number];
export type ReportStatus = (typeof reportStatuses)[number];
export type ModerationAction = (typeof moderationActions)[number];
export type Report = FromSchema<typeof reportSchema>;
export type QueueItem = FromSchema<typeof queueItemSchema>;
export type LogEntry = FromSchema<typeof logEntrySchema>;

export type RequestKind = (typeof requestKinds)[number];
export type ConnectRequest = FromSchema<typeof connectRequestSchema>;
/** Where the viewer stands with a person (DESIGN §6.1): they asked, were asked, or are connected. */
export type Connection = (typeof connectionStates)[number];

/** One signed-in device of the user. */
export type DeviceSession = FromSchema<typeof deviceSessionSchema>;

/** What signing up or in answers. */
export type AuthReply = FromSchema<typeof sessionReplySchema>;

export type PushKind = (typeof pushKinds)[number];
export type PushKeyReply = FromSchema<typeof pushKeyReplySchema>;
export type PushPreferencesReply = FromSchema<typeof pushPreferencesReplySchema>;
