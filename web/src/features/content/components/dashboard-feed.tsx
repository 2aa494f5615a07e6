import { useInfiniteQuery } from '@tanstack/react-query';
import { feedOptions } from '../api/content-queries';
import type { FeedPage } from '../api/content-types';
import { videosErrorText } from '../api/list-errors';
import { useLoadedItems } from '../hooks/use-loaded-items';
import { useLiveComments } from '../hooks/use-live-comments';
import { useLiveContent } from '../hooks/use-live-content';
import { useLiveLikes } from '../hooks/use-live-likes';
import { useWithoutPendingDeletes } from '../hooks/use-own-content';
import { FeedCard } from './feed-card';
import { InfiniteList } from './infinite-list';
import '../content.css';

const feedVideosOf = (page: FeedPage) => page.data.videos;

/** The video feed of the Hustler, Investor and Co-founder dashboards, newest first. */
export function DashboardFeed() {
  const feed = useInfiniteQuery(feedOptions());
  useLiveComments();
  useLiveContent();
  useLiveLikes();
  const loaded = useLoadedItems(feed.data, feedVideosOf);
  const videos = useWithoutPendingDeletes(loaded, 'video');

  return (
    <section className="content-feed" aria-label="Videos">
      <InfiniteList
        list={feed}
        items={videos}
        keyOf={(video) => video._id}
        renderItem={(video) => <FeedCard video={video} />}
        empty="No videos available."
        errorText={videosErrorText}
        className="content-feed-list"
        skeleton="video"
      />
    </section>
  );
}
