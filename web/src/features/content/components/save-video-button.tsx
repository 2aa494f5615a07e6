import { useOnline } from '../hooks/use-online';
import { useSavedVideo } from '../hooks/use-saved-videos';
import '../saved-videos.css';

/** 'Save for offline' / 'Remove from offline' under a player, with a mark once the file is saved. */
export function SaveVideoButton({ src, title }: { src: string; title: string }) {
  const saved = useSavedVideo(src, title);
  const online = useOnline();
  if (!saved.supported) return null;

  if (saved.isSaved) {
    return (
      <div className="saved-video-actions">
        <span className="saved-video-mark">Saved for offline</span>
        <button type="button" onClick={saved.remove} disabled={saved.removing}>
          {saved.removing ? 'Removing...' : 'Remove from offline'}
        </button>
      </div>
    );
  }
  return (
    <div className="saved-video-actions">
      <button type="button" onClick={saved.save} disabled={saved.saving || !online}>
        {saved.saving ? 'Saving...' : 'Save for offline'}
      </button>
      {!online && <span className="saved-video-note">Connect to save this video.</span>}
    </div>
  );
}
