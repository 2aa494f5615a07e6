import type { EditedBlogReply, EditedTalkReply, EditedVideoReply, MessageReply } from '@startupsetu/server-core/contract/reply-types';
import { sendWrite, type WriteResult } from '../../../lib/outbox-client';
import { contentKeys } from '../../../entities/content/content-keys';

// Owners edit and delete their videos, blogs, talks and comments (DESIGN §6.3). Made offline, an
// edit or a delete waits in the outbox like any other write and is replayed once.

export type OwnContentType = 'video' | 'blog' | 'talk' | 'comment' | 'talkComment';

/** What `contentRemoved` names, and what a delete is sent for. */
export interface ContentTarget {
  type: OwnContentType;
  id: string;
  /** The video of a comment, the talk of a talk comment. */
  parentId?: string;
}

const enc = encodeURIComponent;

export function contentPath({ type, id, parentId }: ContentTarget): string {
  switch (type) {
    case 'video':
      return `/api/videos/${enc(id)}`;
    case 'blog':
      return `/api/blogs/${enc(id)}`;
    case 'talk':
      return `/api/talks/${enc(id)}`;
    case 'comment':
      return `/api/comments/${enc(id)}`;
    case 'talkComment':
      return `/api/talks/${enc(parentId ?? '')}/comments/${enc(id)}`;
  }
}

/** The lists that show an item of this type. */
export function listsShowing({ type, id, parentId }: ContentTarget): string[][] {
  switch (type) {
    case 'video':
      return [[...contentKeys.feed()], [...contentKeys.videos()]];
    case 'blog':
      return [[...contentKeys.feed()], [...contentKeys.posts('blog')], [...contentKeys.blog(id)]];
    case 'talk':
    case 'talkComment':
      return [[...contentKeys.posts('talk')]];
    case 'comment':
      return parentId ? [[...contentKeys.comments(parentId)]] : [[...contentKeys.allComments()]];
  }
}

function targetMeta(target: ContentTarget): Record<string, string> {
  return { type: target.type, id: target.id, ...(target.parentId ? { parentId: target.parentId } : {}) };
}

export function deleteContent(target: ContentTarget): Promise<WriteResult<MessageReply>> {
  return sendWrite({
    kind: 'content-delete',
    method: 'DELETE',
    url: contentPath(target),
    // A JSON request needs a body: the replay always sends one.
    body: {},
    meta: targetMeta(target),
    invalidate: listsShowing(target),
  });
}

export interface VideoChanges {
  title: string;
  description: string;
}

export function editVideo(id: string, changes: VideoChanges): Promise<WriteResult<EditedVideoReply>> {
  const target: ContentTarget = { type: 'video', id };
  return sendWrite({ kind: 'content-edit', method: 'PUT', url: contentPath(target), body: changes, meta: targetMeta(target), invalidate: listsShowing(target) });
}

export interface BlogChanges {
  title: string;
  content: string;
}

export function editBlog(id: string, changes: BlogChanges): Promise<WriteResult<EditedBlogReply>> {
  const target: ContentTarget = { type: 'blog', id };
  return sendWrite({ kind: 'content-edit', method: 'PUT', url: contentPath(target), body: changes, meta: targetMeta(target), invalidate: listsShowing(target) });
}

export function editTalk(id: string, title: string): Promise<WriteResult<EditedTalkReply>> {
  const target: ContentTarget = { type: 'talk', id };
  return sendWrite({ kind: 'content-edit', method: 'PUT', url: contentPath(target), body: { title }, meta: targetMeta(target), invalidate: listsShowing(target) });
}
