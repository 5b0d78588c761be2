import { useCallback } from 'react';
import type { AdminClaimDocumentView } from '#api/admin';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useLoad } from '#web/hooks/use-load';
import { useAdminApi } from '../use-admin-api';

/** Photographs a browser draws inline; HEIC (and anything else) is offered as a download instead. */
const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface ReviewedDocument extends AdminClaimDocumentView {
  /** A short-lived link to the image, for documents shown inline. */
  previewUrl?: string;
}

/**
 * The documents of a claim under review: each photograph with a fresh link for its preview (the links live a
 * minute, long enough for the browser to load the image), the others opened through a link asked for on click.
 */
export function useClaimDocumentsReview(accountId: string, claimId: string) {
  const api = useAdminApi();
  const { reportError } = useNotifications();
  const load = useCallback(async (): Promise<ReviewedDocument[]> => {
    const { items } = await api.claimDocuments(accountId, claimId);
    return Promise.all(
      items.map(async (d) =>
        PREVIEWABLE.has(d.contentType)
          ? { ...d, previewUrl: (await api.claimDocumentLink(accountId, claimId, d.documentId)).url }
          : d,
      ),
    );
  }, [api, accountId, claimId]);
  const loaded = useLoad(load);
  return {
    ...loaded,
    async open(documentId: string) {
      try {
        const { url } = await api.claimDocumentLink(accountId, claimId, documentId);
        window.open(url, '_blank', 'noopener');
      } catch (e) {
        reportError(e);
      }
    },
  };
}
