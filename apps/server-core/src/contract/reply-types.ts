import type { FromSchema } from 'json-schema-to-ts';
import type { sessionReplySchema, verifyReplySchema } from './auth-schemas';
import type { blogSchema, commentSchema, uploaderSchema, videoSchema } from './content-schemas';
import type {
  commentReplySchema,
  commentsPageSchema,
  blogReplySchema,
  editedBlogReplySchema,
  editedTalkReplySchema,
  editedVideoReplySchema,
  feedPageSchema,
  likeReplySchema,
  postedBlogReplySchema,
  postsPageSchema,
  videosPageSchema,
} from './content-replies';
import type { chatSchema, messageRequestSchema, messageSchema, sentMessageReplySchema } from './message-schemas';
import type { connectionStates, connectRequestSchema, requestKinds, requestStatuses } from './connect-schemas';
import type { notificationSchema, notificationTypes } from './notification-schemas';
import type { deviceSessionSchema, endedSessionsReplySchema, refreshReplySchema, sessionsReplySchema } from './session-schemas';
import type {
  blocksPageSchema,
  connectionsPageSchema,
  discoveryPageSchema,
  ownUserReplySchema,
  personReplySchema,
  requestsPageSchema,
  suggestionsPageSchema,
} from './person-replies';
import type { messageReplySchema, unreadCountReplySchema, updatedReplySchema } from './status-replies';
import type {
  blockedPersonSchema,
  blockReplySchema,
  blockSchema,
  connectionCardSchema,
  listedRequestSchema,
  ownUserSchema,
  personCardSchema,
  profileDetailsSchema,
  requestReplySchema,
  suggestionSchema,
} from './person-schemas';
import type {
  appealReplySchema,
  appealSchema,
  suspensionAppealReplySchema,
  reportReplySchema,
  logEntrySchema,
  logPageSchema,
  moderationActions,
  queueItemSchema,
  queuePageSchema,
  reportCategories,
  reportSchema,
  reportStatuses,
  reportTargetTypes,
} from './report-schemas';
import type { pushKinds } from './push-kinds';
import type { pushKeyReplySchema, pushPreferencesReplySchema } from './push-schemas';

// The types of the replies and events, derived from the schemas the servers serialize with: a
// change to a schema changes these, and every use that no longer fits fails to typecheck.

/** The public view of whoever uploaded or commented (never the email, phone or contact email). */
export type Uploader = FromSchema<typeof uploaderSchema>;
export type Comment = FromSchema<typeof commentSchema>;
export type Video = FromSchema<typeof videoSchema>;
/** A blog, or a talk (its text is the title; summary and content are ''). */
export type Post = FromSchema<typeof blogSchema>;
export type PostKind = Post['kind'];
export type VideosPage = FromSchema<typeof videosPageSchema>;
export type PostsPage = FromSchema<typeof postsPageSchema>;
/** A page of a video's or a talk's comments, newest first. */
export type CommentsPage = FromSchema<typeof commentsPageSchema>;
/** The dashboard feed: a page of videos and, on the first page only, the newest blogs. */
export type FeedPage = FromSchema<typeof feedPageSchema>;
export type LikeReply = FromSchema<typeof likeReplySchema>;
export type CommentReply = FromSchema<typeof commentReplySchema>;
/** A blog or a talk posted. */
export type PostedBlogReply = FromSchema<typeof postedBlogReplySchema>;
export type EditedVideoReply = FromSchema<typeof editedVideoReplySchema>;
export type EditedBlogReply = FromSchema<typeof editedBlogReplySchema>;
export type BlogReply = FromSchema<typeof blogReplySchema>;
export type EditedTalkReply = FromSchema<typeof editedTalkReplySchema>;

export type Message = FromSchema<typeof messageSchema>;
export type ChatSummary = FromSchema<typeof chatSchema>;
export type MessageRequest = FromSchema<typeof messageRequestSchema>;
export type SentMessageReply = FromSchema<typeof sentMessageReplySchema>;

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
export type QueuePage = FromSchema<typeof queuePageSchema>;
export type LogPage = FromSchema<typeof logPageSchema>;
export type ReportReply = FromSchema<typeof reportReplySchema>;
export type Appeal = FromSchema<typeof appealSchema>;
export type AppealReply = FromSchema<typeof appealReplySchema>;
export type SuspensionAppealReply = FromSchema<typeof suspensionAppealReplySchema>;

export type RequestKind = (typeof requestKinds)[number];
export type ConnectRequest = FromSchema<typeof connectRequestSchema>;
/** Where the viewer stands with a person (DESIGN §6.1): they asked, were asked, or are connected. */
export type Connection = (typeof connectionStates)[number];

/** One signed-in device of the user. */
export type DeviceSession = FromSchema<typeof deviceSessionSchema>;
export type SessionsReply = FromSchema<typeof sessionsReplySchema>;
export type EndedSessionsReply = FromSchema<typeof endedSessionsReplySchema>;
export type RefreshReply = FromSchema<typeof refreshReplySchema>;

/** What signing up or in answers. */
export type AuthReply = FromSchema<typeof sessionReplySchema>;
export type VerifyReply = FromSchema<typeof verifyReplySchema>;

/** The spec's profiledetails: the fields the person filled in, and the picture's URL (null without one). */
export type ProfileDetails = FromSchema<typeof profileDetailsSchema>;
/** A person as someone else sees them: on a card, a list, their profile page. */
export type User = FromSchema<typeof personCardSchema>;
/** The signed-in user's own view (GET /api/userprofile/getUser). */
export type OwnUser = FromSchema<typeof ownUserSchema>;
export type Suggestion = FromSchema<typeof suggestionSchema>;
export type ConnectionCard = FromSchema<typeof connectionCardSchema>;
/** A pending request of the Network page's lists, with the other person. */
export type ListedRequest = FromSchema<typeof listedRequestSchema>;
export type RequestReply = FromSchema<typeof requestReplySchema>;
export type Block = FromSchema<typeof blockSchema>;
export type BlockReply = FromSchema<typeof blockReplySchema>;
export type BlockedPerson = FromSchema<typeof blockedPersonSchema>;

/** A reply that only says how the call went. */
export type MessageReply = FromSchema<typeof messageReplySchema>;
export type UnreadCountReply = FromSchema<typeof unreadCountReplySchema>;
export type UpdatedReply = FromSchema<typeof updatedReplySchema>;
export type OwnUserReply = FromSchema<typeof ownUserReplySchema>;
export type PersonReply = FromSchema<typeof personReplySchema>;
/** One page of a discovery list, newest first; `nextCursor` is null on the last page. */
export type DiscoveryPage = FromSchema<typeof discoveryPageSchema>;
export type SuggestionsPage = FromSchema<typeof suggestionsPageSchema>;
export type BlocksPage = FromSchema<typeof blocksPageSchema>;
export type RequestsPage = FromSchema<typeof requestsPageSchema>;
export type ConnectionsPage = FromSchema<typeof connectionsPageSchema>;

export type PushKind = (typeof pushKinds)[number];
export type PushKeyReply = FromSchema<typeof pushKeyReplySchema>;
export type PushPreferencesReply = FromSchema<typeof pushPreferencesReplySchema>;
