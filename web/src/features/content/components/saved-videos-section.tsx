import { useSavedVideos, useStorageEstimate } from '../hooks/use-saved-videos';
import { estimateText, savedUsageText, savedVideosSupported } from '../saved-videos';
import { VideoPlayer } from './video-player';
import '../saved-videos.css';

/** /videos: the videos saved on this device, which play without a network, and the space they take. */
export function SavedVideosSection() {
  const saved = useSavedVideos();
  const estimate = useStorageEstimate();
  if (!savedVideosSupported()) return null;
  const videos = saved.data ?? [];
  const browserText = estimateText(estimate.data ?? null);

  return (
    <section className="saved-videos" aria-labelledby="saved-videos-heading">
      <h2 id="saved-videos-heading">Saved videos</h2>
      {videos.length === 0 ? (
        <p className="saved-videos-usage">
          {saved.isPending ? 'Loading...' : "None yet. Use 'Save for offline' on a video to watch it without a network."}
        </p>
      ) : (
        <>
          <p className="saved-videos-usage">
            {savedUsageText(videos)}
            {browserText && <span className="saved-videos-estimate"> {browserText}</span>}
          </p>
          <ul className="content-grid">
            {videos.map((video) => (
              <li key={video.url}>
                <div className="content-card saved-video-card">
                  <h3 className="content-card-title">{video.title}</h3>
                  <VideoPlayer src={video.url} title={video.title} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
