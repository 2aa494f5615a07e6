// The offline store: what the page and the service worker keep on the device and both open — the
// outbox of writes made offline, each user's sealed records and drafts, the pitches waiting to be
// uploaded (and the Background Fetch upload that sends them), the videos saved for offline and
// shared into the app, and the names of each user's caches. This file is its one public entry: the
// page (web/) and the worker's event wiring (sw/src/*.ts) import it, never the files beside it.

export { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG } from './outbox-types';
export type {
  OutboxChangedMessage,
  OutboxEntry,
  OutboxKind,
  OutboxMeta,
  ReplayReport,
  UserRecord,
} from './outbox-types';
export {
  addEntry,
  currentSession,
  currentUserId,
  deleteDraft,
  deleteUser,
  deleteUserWrites,
  draftContext,
  getDraft,
  getUser,
  leaveCurrentUser,
  listEntries,
  listUsers,
  putDraft,
  putUser,
  resealUser,
  setCurrentUser,
} from './outbox-store';
export { generateLocalKey, importOutboxKey, seal, unseal } from './outbox-seal';
export { droppedText } from './outbox-rules';
export { replayOutbox } from './outbox-replay';
export {
  deletePendingUpload,
  deletePendingUploadsOf,
  getPendingUpload,
  hasPendingUploads,
  NO_SPACE_TEXT,
  NoSpaceError,
  PENDING_UPLOADS_DB,
  pendingUploadsOf,
  putPendingUpload,
  updatePendingUpload,
} from './pending-uploads';
export type { PendingUpload, PendingUploadState } from './pending-uploads';
export {
  BACKGROUND_UPLOAD_CHANNEL,
  backgroundPatchRequest,
  backgroundProgress,
  PUBLISHED_TEXT,
  uploadIdOf,
  uploadLockName,
  UPLOADS_URL,
} from './background-upload-rules';
export type {
  BackgroundFetchManager,
  BackgroundFetchRegistration,
  BackgroundUploadMessage,
} from './background-upload-rules';
export {
  cachesOfUser,
  imagesCacheName,
  LEGACY_USER_CACHES,
  otherUsersCaches,
  savedVideosCacheName,
  USER_DATA_CLEARED,
  userOfCache,
} from './user-caches';
export { isSavedVideoRequest, SAVED_VIDEOS_CHANGED } from './saved-videos-rules';
export { forgetSharedVideosOf, keepSharedVideo, takeSharedVideo } from './shared-videos';
