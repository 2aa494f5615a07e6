import { Link } from '@tanstack/react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** A spec route whose screen is not built yet: its heading, and nothing that is not true. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="placeholder-page">
      <SiteHeader />
      <main className="page">
        <h1>{title}</h1>
        <p>
          <Link to="/">Back to home</Link>
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}
