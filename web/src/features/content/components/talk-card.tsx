import { useQueryClient } from '@tanstack/react-query';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { profileName } from '../../../lib/profile-text';
import { addTalkComment } from '../api/content-api';
import { contentKeys } from '../api/content-queries';
import type { Post, PostsPage } from '../api/content-types';
import { appendTalkComment } from '../cache-updates';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { PendingComments } from './pending-comments';
import { PersonLink } from '../../../components/person-link';

/** One talk: who posted it, the text, its comments (persisted) and a comment form. */
export function TalkCard({ talk }: { talk: Post }) {
  const queryClient = useQueryClient();
  const pending = usePendingWrites('talk-comment', 'talkId', talk._id);

  async function comment(text: string) {
    const result = await addTalkComment(talk._id, text);
    if (result.queued) return;
    queryClient.setQueryData<{ pages: PostsPage[]; pageParams: unknown[] }>(contentKeys.posts('talk'), (data) =>
      appendTalkComment(data, talk._id, result.data.comment),
    );
  }

  const author = talk.uploadedBy ? profileName(talk.uploadedBy) : 'Unknown';
  return (
    <article className="content-card content-talk" aria-label={`Talk by ${author}`}>
      <p className="content-uploader-name">
        {talk.uploadedBy ? (
          <PersonLink userId={talk.uploadedBy._id} className="person-link">
            {author}
          </PersonLink>
        ) : (
          author
        )}
      </p>
      <p className="content-talk-text">{talk.title}</p>
      <CommentList comments={talk.comments ?? []} />
      <PendingComments entries={pending} />
      <CommentForm onSubmit={comment} />
    </article>
  );
}
