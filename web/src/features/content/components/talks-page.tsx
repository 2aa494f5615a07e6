import { useInfiniteQuery } from '@tanstack/react-query';
import { postsOptions } from '../api/content-queries';
import type { PostsPage } from '../api/content-types';
import { talksErrorText } from '../api/list-errors';
import { useLiveContent } from '../hooks/use-live-content';
import { useLoadedItems } from '../hooks/use-loaded-items';
import { useWithoutPendingDeletes } from '../hooks/use-own-content';
import { InfiniteList } from './infinite-list';
import { PendingTalks } from './pending-talks';
import { TalkCard } from './talk-card';
import { TalkComposer } from './talk-composer';
import '../content.css';

const postsOf = (page: PostsPage) => page.data;

/** /talks: post a short talk; read and comment on everyone's. */
export function TalksPage() {
  const list = useInfiniteQuery(postsOptions('talk'));
  const talks = useWithoutPendingDeletes(useLoadedItems(list.data, postsOf), 'talk');
  useLiveContent();

  return (
    <main className="page content-page">
      <h1>Talks</h1>
      <TalkComposer />
      <PendingTalks />
      <InfiniteList
        list={list}
        items={talks}
        keyOf={(talk) => talk._id}
        renderItem={(talk) => <TalkCard talk={talk} />}
        empty="No talks yet."
        errorText={talksErrorText}
        className="content-list"
        skeleton="row"
      />
    </main>
  );
}
