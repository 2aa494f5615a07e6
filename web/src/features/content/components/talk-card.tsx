import { MAX_TALK_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { profileName } from '../../../entities/person/profile-text';
import { addTalkComment } from '../api/content-api';
import { contentKeys } from '../../../entities/content/content-keys';
import type { Post, PostsPage } from '../api/content-types';
import { editTalk } from '../api/own-content-api';
import { appendTalkComment, patchPost } from '../cache-updates';
import { isOwn, useDeleteContent } from '../hooks/use-own-content';
import { EditInPlace } from './edit-in-place';
import { OwnItemMenu } from './own-item-menu';
import { ReportContentMenu } from './report-content-menu';
import { CommentForm } from './comment-form';
import { PendingComments } from './pending-comments';
import { TalkComments } from './talk-comments';
import { PersonLink } from '../../../entities/person/person-link';
import { TimeAgo } from '../../../components/time-ago';

/** One talk: who posted it, the text, its comments (the newest few, then all on request) and a comment form. */
export function TalkCard({ talk }: { talk: Post }) {
  const queryClient = useQueryClient();
  const pending = usePendingWrites('talk-comment', 'talkId', talk._id);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteContent();

  async function saveEdit({ title = talk.title }: Record<string, string>) {
    const result = await editTalk(talk._id, title);
    const patch = { title: result.queued ? title : result.data.talk.title };
    queryClient.setQueryData<InfiniteData<PostsPage>>(contentKeys.posts('talk'), (data) => patchPost(data, talk._id, patch));
    setEditing(false);
  }

  async function comment(text: string) {
    const result = await addTalkComment(talk._id, text);
    if (result.queued) return;
    queryClient.setQueryData<{ pages: PostsPage[]; pageParams: unknown[] }>(contentKeys.posts('talk'), (data) =>
      appendTalkComment(data, talk._id, result.data.comment),
    );
  }

  const author = talk.uploadedBy ? profileName(talk.uploadedBy) : 'Unknown';
  return (
    <article id={`talk-${talk._id}`} className="content-card content-talk" aria-label={`Talk by ${author}`}>
      <div className="content-card-head">
        <p className="content-uploader-name">
          {talk.uploadedBy ? (
            <PersonLink userId={talk.uploadedBy._id} className="person-link">
              {author}
            </PersonLink>
          ) : (
            author
          )}{' '}
          <TimeAgo dateTime={talk.createdAt} className="content-time" />
        </p>
        {isOwn(talk.uploadedBy?._id) ? (
          <OwnItemMenu noun="talk" onEdit={() => setEditing(true)} onDelete={() => remove({ type: 'talk', id: talk._id })} />
        ) : (
          <ReportContentMenu target={{ type: 'talk', id: talk._id }} />
        )}
      </div>
      {editing ? (
        <EditInPlace
          fields={[{ name: 'title', label: 'Talk', value: talk.title, maxLength: MAX_TALK_LENGTH, multiline: true, required: true }]}
          onSave={saveEdit}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="content-talk-text">{talk.title}</p>
      )}
      <TalkComments talk={talk} />
      <PendingComments entries={pending} />
      <CommentForm onSubmit={comment} />
    </article>
  );
}
