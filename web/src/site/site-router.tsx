import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { isPublicSitePath } from '#api/public-site-paths';
import { SiteLayout } from './layout/site-layout';
import { NotFound } from './layout/not-found';
import { matchSiteRoute } from './site-route-match';
import { SiteNavigationContext, usePageMeta } from './site-navigation';
import { SITE_ROUTES, type SiteRoute, type SitePageProps } from './site-routes';

const pages = new Map<SiteRoute, LazyExoticComponent<ComponentType<SitePageProps>>>();
function pageOf(route: SiteRoute) {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = lazy(route.load)));
  return page;
}

/** The site's own small router: the history API over SITE_ROUTES, each page loaded with its route. */
export function SiteRouter() {
  const [path, setPath] = useState(() => window.location.pathname);

  useEffect(() => {
    const onPopState = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((to: string) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || !isPublicSitePath(url.pathname)) {
      window.location.assign(url.href);
      return;
    }
    window.history.pushState(null, '', url.href);
    setPath(url.pathname);
    const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Screen readers and keyboards start on the new page's content, as after a page load.
    document.getElementById('site-main')?.focus({ preventScroll: true });
  }, []);

  const navigation = useMemo(() => ({ path, navigate }), [path, navigate]);
  const match = matchSiteRoute(SITE_ROUTES, path);

  return (
    <SiteNavigationContext.Provider value={navigation}>
      <SiteLayout>
        <PageErrorBoundary key={path}>
          <Suspense fallback={<div className="site-page-loading" aria-busy="true" />}>
            {match ? <RoutedPage route={match.route} params={match.params} /> : <NotFound />}
          </Suspense>
        </PageErrorBoundary>
      </SiteLayout>
    </SiteNavigationContext.Provider>
  );
}

function RoutedPage({ route, params }: { route: SiteRoute; params: Record<string, string> }) {
  const Page = pageOf(route);
  return (
    <>
      {/* Before the page, so a page that refines its title (a blog article) has the last word. */}
      <RouteMeta route={route} />
      <Page params={params} />
    </>
  );
}

function RouteMeta({ route }: { route: SiteRoute }) {
  usePageMeta(route.title, route.description);
  return null;
}

/** A page chunk that fails to load (a release replaced it, the network dropped) gets a way back. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="site-section site-narrow" role="alert">
        <h1>This page could not load</h1>
        <p>Check your connection and reload the page.</p>
        <button type="button" className="site-button site-button-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    );
  }
}
