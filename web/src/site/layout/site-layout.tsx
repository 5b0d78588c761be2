import { useState, type ReactNode } from 'react';
import { SiteLink, useSiteNavigation } from '../site-navigation';
import { hasAppSession } from './app-session';
import { APP_LINKS, FOOTER_COLUMNS, HEADER_LINKS, SITE_HOME } from './site-links';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a className="site-skip-link" href="#site-main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="site-main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function Logo() {
  return (
    <SiteLink href={SITE_HOME} className="site-logo" aria-label="Shipdeck home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 19h18l-3 6H10z" fill="#fff" />
        <path d="M11 17V9l6-3v11M17 10l6 3v4" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>Shipdeck</span>
    </SiteLink>
  );
}

function SiteHeader() {
  const { path } = useSiteNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A merchant already signed in goes straight back to work instead of to the sign-in form.
  const [signedIn] = useState(hasAppSession);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Logo />
        <button
          type="button"
          className="site-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id="site-nav" className={`site-nav${menuOpen ? ' site-nav-open' : ''}`} aria-label="Main">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  aria-current={path === link.href || path.startsWith(`${link.href}/`) ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {link.text}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="site-nav-actions">
            {signedIn ? (
              <a className="site-button site-button-primary" href={APP_LINKS.home}>
                Open Shipdeck
              </a>
            ) : (
              <>
                <a className="site-button site-button-link" href={APP_LINKS.signIn}>
                  Sign in
                </a>
                <a className="site-button site-button-primary" href={APP_LINKS.signUp}>
                  Start free
                </a>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <Logo />
          <p>Shipping software for merchants who ship food: labels, dry ice, transit time and claims in one place.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer-column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.text}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer-legal">© {new Date().getFullYear()} Shipdeck. Prices in US dollars.</p>
    </footer>
  );
}
