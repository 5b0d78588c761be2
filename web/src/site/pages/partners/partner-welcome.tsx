import type { PartnerRegistered } from '#api/partners';

/** After registration: the link to share and the private dashboard link, shown this once. */
export function PartnerWelcome({ registered }: { registered: PartnerRegistered }) {
  const origin = window.location.origin;
  return (
    <div className="site-card" role="status">
      <h3>Welcome aboard</h3>
      <p>{registered.message}</p>
      <p>
        Your link: <a href={registered.linkPath} data-testid="partner-link">{`${origin}${registered.linkPath}`}</a>
      </p>
      <p>
        Your private dashboard:{' '}
        <a href={registered.dashboardPath} data-testid="partner-dashboard-link">
          open your dashboard
        </a>
        . Bookmark it now: the link is shown only this once and anyone holding it can see your sign-ups.
      </p>
    </div>
  );
}
