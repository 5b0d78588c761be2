import { useMemo, useState } from 'react';
import { useApi } from '#web/api/api-context';
import { claimsApi } from '#web/api/claims-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

/** The claim drawn as a PDF (claim-pdf): built on request, opened in a new tab like the invoice PDFs. */
export function useClaimPdf(claimId: string) {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const { reportError } = useNotifications();
  const [building, setBuilding] = useState(false);
  return {
    building,
    async open() {
      setBuilding(true);
      try {
        const { url } = await api.pdf(claimId);
        window.open(url, '_blank', 'noopener');
      } catch (e) {
        reportError(e);
      } finally {
        setBuilding(false);
      }
    },
  };
}
