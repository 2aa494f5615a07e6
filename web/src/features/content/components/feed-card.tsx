import { useState } from 'react';
import type { Video } from '../api/content-types';
import { useLiveCommentsOf } from '../hooks/use-live-comments';
import { isOwn } from '../hooks/use-own-content';
import { LikeButton } from './like-button';
import { ReportContentMenu } from './report-content-menu';
import { UploaderLine } from './uploader-line';
import { VideoComments } from './video-comments';
import { VideoEditor, VideoMenu } from './video-owner-tools';
import { VideoPlayer } from './video-player';

/** A dashboard feed entry: who, what, the player, likes and comments; the owner's menu on their own. */
export function FeedCard({ video }: { video: Video }) {
  const [editing, setEditing] = useState(false);
  const own = isOwn(video.uploadedBy?._id);
  const watchWhileOnScreen = useLiveCommentsOf(video._id);
  return (
    <article ref={watchWhileOnScreen} className="content-card" aria-labelledby={`video-${video._id}`}>
      <div className="content-card-head">
        <UploaderLine uploader={video.uploadedBy} createdAt={video.createdAt} />
        {own ? <VideoMenu video={video} onEdit={() => setEditing(true)} /> : <ReportContentMenu target={{ type: 'video', id: video._id }} />}
      </div>
      <h2 id={`video-${video._id}`} className="content-card-title">
        {video.title}
      </h2>
      {editing && <VideoEditor video={video} onDone={() => setEditing(false)} />}
      <VideoPlayer src={video.videoUrl} title={video.title} poster={video.posterUrl} />
      {!editing && video.description && <p className="content-card-text">{video.description}</p>}
      <LikeButton video={video} />
      <VideoComments videoId={video._id} videoOwnerId={video.uploadedBy?._id} commentCount={video.commentCount} />
    </article>
  );
}
