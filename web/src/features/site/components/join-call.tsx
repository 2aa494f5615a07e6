import { AppLink } from '../../../components/app-link';

/** The closing call to action of the About Us and Services pages. */
export function JoinCall() {
  return (
    <section className="site-join" aria-labelledby="site-join-title">
      <h2 id="site-join-title">Ready to build with us?</h2>
      <p>Joining StartupSetu and posting your ideas is free.</p>
      <AppLink to="/signup" className="site-join-button">
        Get Started for Free
      </AppLink>
    </section>
  );
}
