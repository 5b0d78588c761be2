import { SiteLink } from '../../site-navigation';
import { DOCS_PAGES } from './docs-index';

export default function DocsPage() {
  return (
    <section className="site-section">
      <div className="site-section-head">
        <span className="site-eyebrow">Docs</span>
        <h1>Shipdeck documentation</h1>
        <p className="site-lead">
          How to set up your account, read the numbers Shipdeck shows you, and connect your own systems.
        </p>
      </div>
      <div className="site-grid">
        {DOCS_PAGES.map((page) => (
          <SiteLink key={page.href} href={page.href} className="site-card">
            <h2 className="site-card-title">{page.title}</h2>
            <p className="site-muted">{page.summary}</p>
          </SiteLink>
        ))}
      </div>
      <div className="site-card site-docs-help">
        <h2 className="site-card-title">Looking for shipping advice?</h2>
        <p className="site-muted">
          Our <SiteLink href="/blog">blog</SiteLink> covers packing frozen food, dry ice, seafood and shipping to
          Canada. For anything else, <SiteLink href="/contact-us">contact us</SiteLink>.
        </p>
      </div>
    </section>
  );
}
