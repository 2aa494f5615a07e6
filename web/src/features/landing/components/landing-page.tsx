import '../landing-styles.css';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import { BenefitsGrid } from './benefits-grid';
import { FaqList } from './faq-list';
import { FeaturedArticles } from './featured-articles';
import { FeaturesGrid } from './features-grid';
import { GetStarted } from './get-started';
import { Hero } from './hero';
import { MobileBanner } from './mobile-banner';
import { Stats } from './stats';

/** The whole public home page ('/'), spec §2 "Landing page". */
export function LandingPage() {
  return (
    <div className="landing">
      <MobileBanner />
      <SiteHeader />
      <main id="main" className="landing-main">
        <Hero />
        <Stats />
        <FeaturesGrid />
        <BenefitsGrid />
        <FeaturedArticles />
        <GetStarted />
        <FaqList />
      </main>
      <SiteFooter />
    </div>
  );
}
