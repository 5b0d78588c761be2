import { SiteLink, usePageMeta } from '../site-navigation';
import { SITE_HOME } from './site-links';

export function NotFound() {
  usePageMeta('Page not found', 'This page of the Shipdeck site does not exist.');
  return (
    <section className="site-section site-narrow">
      <h1>Page not found</h1>
      <p>The page you asked for is not on our site. It may have moved, or the link may be mistyped.</p>
      <p>
        <SiteLink href={SITE_HOME}>Go to the home page</SiteLink> or <SiteLink href="/docs">read the docs</SiteLink>.
      </p>
    </section>
  );
}
