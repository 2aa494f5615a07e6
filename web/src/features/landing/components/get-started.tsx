import { guideVideos } from '../data/guide-videos';

/** Six short video guides, served by the app itself so they play offline. */
export function GetStarted() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="landing-guides-title">
      <div className="landing-container">
        <h2 id="landing-guides-title" className="landing-section-title">
          Get Started with StartupSetu
        </h2>
        <p className="landing-section-subtitle">
          Quick guides to turn your ideas into reality — from concept to community and investor
          connections.
        </p>
        <ul className="landing-grid landing-grid--videos">
          {guideVideos.map((guide) => (
            <li key={guide.src} className="landing-card landing-video">
              <video
                className="landing-video-player"
                controls
                preload="metadata"
                playsInline
                src={guide.src}
                aria-label={guide.title}
                width={320}
                height={180}
              />
              <h3 className="landing-card-title landing-video-title">{guide.title}</h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
