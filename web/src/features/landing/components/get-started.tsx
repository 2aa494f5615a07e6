import { guideVideos } from '../data/guide-videos';

/** Six narrated video guides, served by the app itself and fetched only when played (poster until then). */
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
                preload="none"
                playsInline
                src={guide.src}
                poster={guide.poster}
                aria-label={guide.title}
                width={320}
                height={180}
              >
                <track kind="captions" srcLang="en" label="English" src={guide.captions} default />
              </video>
              <h3 className="landing-card-title landing-video-title">{guide.title}</h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
