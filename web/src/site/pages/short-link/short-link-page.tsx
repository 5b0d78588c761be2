import { useEffect, useState } from 'react';
import type { ShortLinkView } from '#api/short-links';
import { isShortCode, trackingTargetUrl } from '#domain/short-links/short-link.rules';
import type { SitePageProps } from '../../site-routes';

/** Where tracking pages are served (runtime-config.json's trackingPageHost); read by this page alone. */
async function trackingPageHost(): Promise<string | undefined> {
  try {
    const res = await fetch('/runtime-config.json');
    const config = res.ok ? ((await res.json()) as { trackingPageHost?: unknown }) : undefined;
    return typeof config?.trackingPageHost === 'string' ? config.trackingPageHost : undefined;
  } catch {
    return undefined;
  }
}

async function destinationOf(code: string): Promise<string | undefined> {
  if (!isShortCode(code)) return undefined;
  const [res, host] = await Promise.all([
    fetch(`/api/v1/public/short-links/${encodeURIComponent(code)}`),
    trackingPageHost(),
  ]);
  if (!res.ok) return undefined;
  return trackingTargetUrl(window.location, host, (await res.json()) as ShortLinkView);
}

/** `/s/<code>` (accounts §2 shortlink): opens the tracking page a tracking email's short link names. */
export default function ShortLinkPage({ params }: SitePageProps) {
  const [missing, setMissing] = useState(false);
  const code = params.code ?? '';
  useEffect(() => {
    let current = true;
    destinationOf(code).then(
      (url) => {
        if (!current) return;
        if (url) window.location.replace(url);
        else setMissing(true);
      },
      () => current && setMissing(true),
    );
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <section className="site-section site-narrow" aria-live="polite">
      {missing ? (
        <>
          <h1>This link has expired or does not exist</h1>
          <p>Tracking links stay valid for 180 days. Ask the shop that sent it for your tracking number.</p>
        </>
      ) : (
        <>
          <h1>Opening your tracking page…</h1>
          <span className="site-spinner" aria-hidden="true" />
        </>
      )}
    </section>
  );
}
