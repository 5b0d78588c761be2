import type { MouseEvent } from 'react';
import { isPublicSitePath } from '#api/public-site-paths';
import { useSiteNavigation } from '../site-navigation';

/**
 * HTML rendered at build time from the repository's own markdown (web/build/site-content.plugin.ts),
 * never from visitors' input. Its links are plain anchors: site pages among them open in place.
 */
export function MarkdownBody({ html }: { html: string }) {
  const { navigate } = useSiteNavigation();
  const followSiteLinks = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!href.startsWith('/') || !isPublicSitePath(href)) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className="site-markdown" onClick={followSiteLinks} dangerouslySetInnerHTML={{ __html: html }} />;
}
