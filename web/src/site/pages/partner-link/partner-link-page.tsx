import { useEffect } from 'react';
import { partnerVisitsPath, signUpWithReferralPath } from '#api/partners';
import { PERMALINK_PATTERN, normalizePermalink } from '#domain/partners/partner.schema';
import type { SitePageProps } from '../../site-routes';
import { APP_LINKS } from '../../layout/site-links';

/**
 * A partner's link `/partners/<permalink>`: counts the visit, then sends the visitor to the app's sign-up with
 * the partner prefilled (`?ref=`); a permalink no partner holds goes to plain sign-up.
 */
export default function PartnerLinkPage({ params }: SitePageProps) {
  const permalink = normalizePermalink(params.permalink ?? '');
  useEffect(() => {
    let gone = false;
    const known = permalink.length <= 40 && PERMALINK_PATTERN.test(permalink);
    const visit = known
      ? fetch(partnerVisitsPath(permalink), { method: 'POST' })
          .then((r) => r.status !== 404)
          // The visit is counted best-effort: a failure must not keep the visitor from signing up.
          .catch(() => true)
      : Promise.resolve(false);
    void visit.then((attributed) => {
      if (!gone) window.location.replace(attributed ? signUpWithReferralPath(permalink) : APP_LINKS.signUp);
    });
    return () => {
      gone = true;
    };
  }, [permalink]);
  return (
    <section className="site-section site-narrow" aria-busy="true">
      <p className="site-lead">Taking you to sign-up…</p>
    </section>
  );
}
