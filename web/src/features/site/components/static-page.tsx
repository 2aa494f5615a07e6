import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import '../site.css';

interface Props {
  title: string;
  /** The page's own path, marked in the header's links. */
  path?: string;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a public static page: the site header, a titled page and the site footer. The tab's
 * title is the route's declared head, which the root layout sets (app/root-layout.tsx).
 */
export function StaticPage({ title, path, intro, children }: Props) {
  return (
    <div className="site-page">
      <SiteHeader current={path} />
      <main id="main" className="site-main">
        <div className="site-hero">
          <div className="site-container">
            <h1 className="site-title">{title}</h1>
            {intro && <p className="site-intro">{intro}</p>}
          </div>
        </div>
        <div className="site-container site-body">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
