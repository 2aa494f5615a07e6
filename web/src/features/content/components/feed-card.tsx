import type { Video } from '../api/content-types';
import { LikeButton } from './like-button';
import { UploaderLine } from './uploader-line';
import { VideoComments } from './video-comments';
import { VideoPlayer } from './video-player';

/** A dashboard feed entry: who, what, the player, likes and comments. */
export function FeedCard({ video }: { video: Video }) {
  return (
    <article className="content-card" aria-labelledby={`video-${video._id}`}>
      <UploaderLine uploader={video.uploadedBy} />
      <h2 id={`video-${video._id}`} className="content-card-title">
        {video.title}
      </h2>
      <VideoPlayer src={video.videoUrl} title={video.title} />
      {video.description && <p className="content-card-text">{video.description}</p>}
      <LikeButton video={video} />
      <VideoComments videoId={video._id} />
    </article>
  );
}
