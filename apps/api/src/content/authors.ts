import type { Comment, Uploader } from '@startupsetu/server-core/contract/reply-types';
import type { Flag } from '@startupsetu/server-core/db/schema';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { badgesShown, mediaUrl, proofOf } from '@startupsetu/server-core/repositories/users-repository';

// Who made a video, blog, talk or comment, joined in the same query as the content itself (the
// users table as `u`), so a page of content costs one query however many authors it has.

/** Columns of `users as u` for an uploader; the author's id is the content row's own user_id. */
export const UPLOADER_COLUMNS = [
  'u.verified as author_verified',
  'u.profile as author_profile',
  'u.profile_pic as author_profile_pic',
  'u.badges as author_badges',
] as const;

/** Columns of `users as u` for a commenter. */
export const COMMENTER_COLUMNS = ['u.profile as author_profile', 'u.verified as author_verified', 'u.badges as author_badges'] as const;

export interface UploaderColumns {
  user_id: string;
  author_verified: Flag;
  author_profile: string;
  author_profile_pic: string | null;
  author_badges: string | null;
}

/** A user as shown beside their content: never the email (the spec shows none there), password hash, phone or contact email. */
export type UploaderView = Uploader;

/** What was proven about an author: `verified`, and `badges` only when some stand (a page of content carries no empty list per author). */
function proofShown(row: Pick<UploaderColumns, 'author_verified' | 'author_badges'>) {
  const { verified, badges } = proofOf({ verified: row.author_verified, badges: row.author_badges });
  return { verified, ...badgesShown(badges) };
}

export function toUploaderView(row: UploaderColumns): UploaderView {
  return {
    _id: row.user_id,
    ...proofShown(row),
    profiledetails: { ...usernameOf(row.author_profile), profilePic: mediaUrl(row.author_profile_pic) },
  };
}

export interface CommentRow {
  id: string;
  user_id: string;
  text: string;
  created_at: string;
  author_profile: string;
  author_verified: Flag;
  author_badges: string | null;
}

export type CommentView = Comment;

export function toCommentView(row: CommentRow): CommentView {
  return {
    _id: row.id,
    text: row.text,
    createdAt: row.created_at,
    commentedBy: { _id: row.user_id, ...proofShown(row), profiledetails: usernameOf(row.author_profile) },
  };
}

// Left out when the user never filled it in: the web app then shows 'Unknown User'.
function usernameOf(profile: string): { Username?: string } {
  const username = parseProfile(profile).Username;
  return typeof username === 'string' && username.trim() ? { Username: username } : {};
}
