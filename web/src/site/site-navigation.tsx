import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isPublicSitePath } from '#api/public-site-paths';

/** Moves to a page of the site without reloading it; any other path is a full page load. */
export type Navigate = (to: string) => void;

export const SiteNavigationContext = createContext<{ path: string; navigate: Navigate }>({
  path: '/',
  navigate: (to) => window.location.assign(to),
});

export function useSiteNavigation() {
  return useContext(SiteNavigationContext);
}

/**
 * A link: site pages open in place (history API), the app's pages (sign-in, sign-up, terms) load
 * the app. Modified clicks (new tab, download) are left to the browser.
 */
export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useSiteNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || rest.target || !isPublicSitePath(href)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

const SITE_NAME = 'Shipdeck';

/** Sets the document title and meta description while the page shows (a page may refine its route's). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
