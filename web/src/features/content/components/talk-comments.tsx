import { COUNT_CAP } from '@startupsetu/server-core/contract/field-limits';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { talkCommentsOptions } from '../api/content-queries';
import type { Post } from '../api/content-types';
import { CommentList } from './comment-list';


/** The comments a listed talk carries (its newest few), and a control that pages through the rest. */
export function TalkComments({ talk }: { talk: Post }) {
  const embedded = talk.comments ?? [];
  const total = Math.max(talk.commentCount ?? embedded.length, embedded.length);
  const [open, setOpen] = useState(false);
  const all = useInfiniteQuery({ ...talkCommentsOptions(talk._id), enabled: open });
  const loaded = open ? (all.data?.pages.flatMap((page) => page.comments) ?? []) : [];
  const busy = open && (all.isPending || all.isFetchingNextPage);
  const more = open ? all.hasNextPage || busy : total > embedded.length;

  function showMore() {
    if (!open) setOpen(true);
    else if (all.isError) void all.refetch();
    else void all.fetchNextPage();
  }

  return (
    <>
      <CommentList comments={[...loaded, ...embedded]} removal={{ type: 'talkComment', parentId: talk._id }} />
      {open && all.isError && <p role="alert" className="content-comments-empty">Could not load the comments.</p>}
      {(more || (open && all.isError)) && (
        <button type="button" className="content-comments-more" onClick={showMore} disabled={busy}>
          {busy ? 'Loading comments…' : open ? (all.isError ? 'Try again' : 'Load more comments') : `View all ${total >= COUNT_CAP ? `${COUNT_CAP}+` : total} comments`}
        </button>
      )}
    </>
  );
}
