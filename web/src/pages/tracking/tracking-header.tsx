import { useState, type ReactNode } from 'react';
import { inkOn } from '#domain/tracking/tracking-email-render.rules';
import type { TrackingPageBrandingView } from '#api/tracking-page';

/** Cloudscape's own face, for the parts of the page drawn outside its components. */
export const TRACKING_FONT = '"Open Sans", "Helvetica Neue", Roboto, Arial, sans-serif';

/** The band across the top in the merchant's header colour: logo (if it loads), else the company name. */
export function TrackingHeader({ branding, children }: { branding: TrackingPageBrandingView; children?: ReactNode }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const ink = inkOn(branding.colors.header);
  const showLogo = branding.logoUrl !== '' && !logoFailed;
  return (
    <header
      data-testid="tracking-header"
      style={{ background: branding.colors.header, color: ink, padding: '20px 24px', fontFamily: TRACKING_FONT }}
    >
      <div style={{ maxWidth: 960, margin: '0 auto', display: 'flex', alignItems: 'center', gap: 16 }}>
        {showLogo && (
          <img
            src={branding.logoUrl}
            alt={branding.companyName || 'Logo'}
            referrerPolicy="no-referrer"
            onError={() => setLogoFailed(true)}
            style={{ maxHeight: 48, maxWidth: 200, objectFit: 'contain' }}
          />
        )}
        {(!showLogo || branding.companyName) && (
          <span style={{ fontSize: 22, fontWeight: 700, color: ink }}>{branding.companyName || 'Order tracking'}</span>
        )}
        <span style={{ marginLeft: 'auto', color: ink }}>{children}</span>
      </div>
    </header>
  );
}
