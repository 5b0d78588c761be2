import { useEffect, useState } from 'react';
import { PARTNER_SECRET_HEADER, partnerDashboardPath, type PartnerDashboard } from '#api/partners';
import type { SitePageProps } from '../../site-routes';
import { PartnerSignups } from './partner-signups';

type Load =
  { state: 'loading' } | { state: 'ready'; dashboard: PartnerDashboard } | { state: 'failed'; message: string };

/** The secret rides in the URL's fragment (never sent to a server) and goes to the API in a header. */
function usePartnerDashboard(permalink: string): Load {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const secret = window.location.hash.slice(1);
    if (!secret) {
      setLoad({ state: 'failed', message: 'This dashboard link is incomplete. Open the full link you were given.' });
      return;
    }
    let current = true;
    fetch(partnerDashboardPath(permalink), { headers: { accept: 'application/json', [PARTNER_SECRET_HEADER]: secret } })
      .then(async (response) => {
        if (!current) return;
        if (response.ok) setLoad({ state: 'ready', dashboard: (await response.json()) as PartnerDashboard });
        else
          setLoad({
            state: 'failed',
            message:
              response.status === 429
                ? 'Too many attempts. Please try again in a few minutes.'
                : 'This dashboard link is not valid.',
          });
      })
      .catch(() => current && setLoad({ state: 'failed', message: 'The dashboard could not be loaded. Try again.' }));
    return () => {
      current = false;
    };
  }, [permalink]);
  return load;
}

/** A partner's private dashboard: their link's visits and the sign-ups attributed to them. */
export default function PartnerDashboardPage({ params }: SitePageProps) {
  const load = usePartnerDashboard(params.permalink ?? '');
  if (load.state === 'loading') return <div className="site-page-loading" aria-busy="true" />;
  if (load.state === 'failed')
    return (
      <section className="site-section site-narrow">
        <h1>Partner dashboard</h1>
        <p role="alert">{load.message}</p>
      </section>
    );
  const d = load.dashboard;
  return (
    <section className="site-section" aria-labelledby="partner-dashboard">
      <span className="site-eyebrow">Partner dashboard</span>
      <h1 id="partner-dashboard">{d.name}</h1>
      <p className="site-muted">
        Your link: <a href={d.linkPath}>{`${window.location.origin}${d.linkPath}`}</a> · partner since{' '}
        {new Date(d.since).toLocaleDateString('en-US')}
      </p>
      <div className="site-grid">
        <article className="site-card">
          <h3>Visits</h3>
          <p className="site-plan-price" data-testid="partner-visits">
            {d.visits}
          </p>
        </article>
        <article className="site-card">
          <h3>Sign-ups</h3>
          <p className="site-plan-price" data-testid="partner-signup-count">
            {d.signUpCount}
          </p>
        </article>
      </div>
      <PartnerSignups signUps={d.signUps} />
    </section>
  );
}
