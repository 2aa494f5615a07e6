// The longest text each field takes, in characters: the servers' schemas and form rules refuse
// more, and the web's inputs, counters and checks stop at the same number.

/** A video's title, a blog's title. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_VIDEO_DESCRIPTION_LENGTH = 5000;
export const MAX_BLOG_SUMMARY_LENGTH = 1000;
export const MAX_BLOG_CONTENT_LENGTH = 20000;
/** A talk's text (its title). */
export const MAX_TALK_LENGTH = 2000;
/** A comment on a video or a talk. */
export const MAX_COMMENT_LENGTH = 1000;
/** A chat message, after trimming. */
export const MAX_MESSAGE_LENGTH = 2000;
/** The note sent with a connect request. */
export const MAX_NOTE_LENGTH = 300;
/** What a reporter or a moderator writes about a report. */
export const MAX_REPORT_COMMENT_LENGTH = 1000;
/** Any other text of a form or profile (a bio, a project, ...). */
export const MAX_TEXT_LENGTH = 2000;
/** A new password, in characters (code points); the common-password check is the server's alone. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** The contact form's name and message. */
export const MAX_CONTACT_NAME_LENGTH = 100;
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
/** The search boxes (discovery, people to chat with). */
export const MAX_SEARCH_LENGTH = 200;
/** A discovery filter typed as text (skills, desired role). */
export const MAX_FILTER_LENGTH = 100;

/**
 * Counts that could grow without bound (unread messages and notifications, a talk's comments)
 * stop counting here (issue 21): exact below it, and at it they mean "at least this many" (the
 * web shows '99+' on a badge, '100+' on a talk), so a count costs the same whatever the history.
 */
export const COUNT_CAP = 100;

/** For route schemas: what a capped count means. */
export const COUNT_DESCRIPTION = `Exact up to ${COUNT_CAP - 1}; ${COUNT_CAP} means ${COUNT_CAP} or more.`;
