import { useMemo, useState } from 'react';
import type { ClaimDocumentType } from '#domain/claims/claim.schema';
import {
  isClaimDocumentContentType,
  CLAIM_DOCUMENT_MESSAGES,
  CLAIM_DOCUMENT_MAX_BYTES,
} from '#domain/claims/claim-document.rules';
import { useApi } from '#web/api/api-context';
import { claimsApi, uploadToStorage } from '#web/api/claims-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

export interface UploadProgress {
  fileName: string;
  percent: number;
}

/**
 * A claim's documents: each file is checked against the accepted types and size, uploaded straight to storage
 * with its progress, then confirmed (the server reads its bytes); opening one asks for a short-lived link.
 */
export function useClaimDocuments(claimId: string, onChanged: () => Promise<void> | void) {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const { notify, reportError } = useNotifications();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function uploadOne(file: File, documentType: ClaimDocumentType) {
    if (!isClaimDocumentContentType(file.type)) throw new Error(CLAIM_DOCUMENT_MESSAGES.contentType);
    if (file.size > CLAIM_DOCUMENT_MAX_BYTES) throw new Error(CLAIM_DOCUMENT_MESSAGES.tooLarge);
    setProgress({ fileName: file.name, percent: 0 });
    const { document, upload } = await api.startUpload(claimId, {
      documentType,
      fileName: file.name.slice(0, 100),
      contentType: file.type,
      sizeBytes: file.size,
    });
    await uploadToStorage(upload, file, (percent) => setProgress({ fileName: file.name, percent }));
    await api.confirmDocument(claimId, document.documentId);
  }

  return {
    progress,
    async upload(files: readonly File[], documentType: ClaimDocumentType) {
      try {
        for (const file of files) await uploadOne(file, documentType);
        notify({
          type: 'success',
          content: files.length === 1 ? 'Document added.' : `${files.length} documents added.`,
        });
      } catch (e) {
        reportError(e);
      } finally {
        setProgress(null);
        await onChanged();
      }
    },
    async open(documentId: string) {
      try {
        const { url } = await api.documentLink(claimId, documentId);
        window.open(url, '_blank', 'noopener');
      } catch (e) {
        reportError(e);
      }
    },
    async remove(documentId: string) {
      try {
        await api.removeDocument(claimId, documentId);
        notify({ type: 'success', content: 'Document removed.' });
      } catch (e) {
        reportError(e);
      } finally {
        await onChanged();
      }
    },
  };
}
