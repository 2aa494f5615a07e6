// A poster for a pitch (DESIGN §6.7): a frame of the chosen file, captured in the browser before it
// is uploaded, so the feed shows the video instead of a dark box. A file the browser cannot play
// gets none; the video is uploaded all the same.

const POSTER_WIDTH = 640;
const FRAME_AT_S = 1;
const GIVE_UP_MS = 5000;

/** A JPEG of a frame near the start of `file`, at most 640 px wide; null when the browser cannot show one. */
export function captureFrame(file: Blob): Promise<Blob | null> {
  if (typeof document === 'undefined') return Promise.resolve(null);
  const video = document.createElement('video');
  if (video.canPlayType(file.type || 'video/mp4') === '') return Promise.resolve(null);
  const url = URL.createObjectURL(file);
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  return new Promise<Blob | null>((resolve) => {
    const done = (poster: Blob | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(poster);
    };
    const timer = setTimeout(() => done(null), GIVE_UP_MS);
    video.onerror = () => done(null);
    video.onloadeddata = () => {
      video.currentTime = Math.min(FRAME_AT_S, (video.duration || 0) / 2);
    };
    video.onseeked = () => {
      const scale = Math.min(1, POSTER_WIDTH / (video.videoWidth || POSTER_WIDTH));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round((video.videoWidth || 0) * scale);
      canvas.height = Math.round((video.videoHeight || 0) * scale);
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return done(null);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((poster) => done(poster), 'image/jpeg', 0.8);
    };
    video.src = url;
  });
}
