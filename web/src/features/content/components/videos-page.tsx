import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { videosOptions } from '../api/content-queries';
import type { Video, VideosPage } from '../api/content-types';
import { videosErrorText } from '../api/list-errors';
import { useLiveContent } from '../hooks/use-live-content';
import { useLoadedItems } from '../hooks/use-loaded-items';
import { isOwn, useWithoutPendingDeletes } from '../hooks/use-own-content';
import { InfiniteList } from './infinite-list';
import { ReportContentMenu } from './report-content-menu';
import { SavedVideosSection } from './saved-videos-section';
import { UploaderLine } from './uploader-line';
import { VideoEditor, VideoMenu } from './video-owner-tools';
import { VideoPlayer } from './video-player';
import '../content.css';

const videosOf = (page: VideosPage) => page.data;

/** /videos: every uploaded video as a grid of cards. */
export function VideosPage() {
  const list = useInfiniteQuery(videosOptions());
  const loaded = useLoadedItems(list.data, videosOf);
  const videos = useWithoutPendingDeletes(loaded, 'video');
  useLiveContent();

  return (
    <main className="page content-page">
      <h1>Videos</h1>
      <SavedVideosSection />
      <h2 className="videos-all-heading">All videos</h2>
      <InfiniteList
        list={list}
        items={videos}
        keyOf={(video) => video._id}
        renderItem={(video) => <VideoCard video={video} />}
        empty="No videos available."
        errorText={videosErrorText}
        className="content-grid"
        skeleton="video"
      />
    </main>
  );
}

function VideoCard({ video }: { video: Video }) {
  const [editing, setEditing] = useState(false);
  return (
    <article className="content-card" aria-labelledby={`video-${video._id}`}>
      <div className="content-card-head">
        <h2 id={`video-${video._id}`} className="content-card-title">
          {video.title}
        </h2>
        {isOwn(video.uploadedBy?._id) ? (
          <VideoMenu video={video} onEdit={() => setEditing(true)} />
        ) : (
          <ReportContentMenu target={{ type: 'video', id: video._id }} />
        )}
      </div>
      <UploaderLine uploader={video.uploadedBy} createdAt={video.createdAt} />
      {editing && <VideoEditor video={video} onDone={() => setEditing(false)} />}
      <VideoPlayer src={video.videoUrl} title={video.title} poster={video.posterUrl} />
      {!editing && video.description && <p className="content-card-text">{video.description}</p>}
    </article>
  );
}
