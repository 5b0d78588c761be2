import { useCallback, useMemo, useState } from 'react';
import {
  PROTECTION_PHOTO_CONTENT_TYPES,
  PROTECTION_PHOTO_MESSAGES,
  PROTECTION_PHOTOS_MAX,
  type ProtectionPhotoContentType,
} from '#domain/protection/protection-claim.rules';
import { CLAIM_DOCUMENT_MAX_BYTES, CLAIM_DOCUMENT_MESSAGES } from '#domain/claims/claim-document.rules';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#web/api/api-error';
import { publicTrackingApi } from '#web/api/tracking-page-api';

/** What proves the claim is the shopper's on every photo call: the page, the email, the order number, the claim. */
export interface PhotoProof {
  subDomain: string;
  email: string;
  orderNumber: string;
  claimId: string;
}

export interface PhotoState {
  file: File;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

const isPhotoType = (type: string): type is ProtectionPhotoContentType =>
  (PROTECTION_PHOTO_CONTENT_TYPES as readonly string[]).includes(type);

/** Checks the browser can make before anything is sent (the server checks again, and the bytes). */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!isPhotoType(file.type)) return PROTECTION_PHOTO_MESSAGES.contentType;
  if (file.size > CLAIM_DOCUMENT_MAX_BYTES) return CLAIM_DOCUMENT_MESSAGES.tooLarge;
  if (file.size === 0) return CLAIM_DOCUMENT_MESSAGES.notUploaded;
  return undefined;
}

/** A claim's photos: each one asked for, posted straight to storage, then confirmed by its bytes. */
export function useProtectionPhotos(proof: PhotoProof | undefined, apiBaseUrl: string) {
  const api = useMemo(() => publicTrackingApi(apiBaseUrl), [apiBaseUrl]);
  const [photos, setPhotos] = useState<PhotoState[]>([]);

  const set = (file: File, next: Omit<PhotoState, 'file'>) =>
    setPhotos((all) => all.map((p) => (p.file === file ? { file, ...next } : p)));

  const add = useCallback(
    async (files: File[]) => {
      if (!proof) return;
      const room = PROTECTION_PHOTOS_MAX - photos.filter((p) => p.status !== 'error').length;
      const taken = files.slice(0, Math.max(0, room));
      setPhotos((all) => [...all, ...taken.map((file) => ({ file, status: 'uploading' as const }))]);
      for (const file of taken) {
        const problem = photoProblem(file);
        if (problem) {
          set(file, { status: 'error', error: problem });
          continue;
        }
        try {
          const started = await api.startPhoto({
            ...proof,
            fileName: file.name.slice(0, 200) || 'photo',
            contentType: file.type as ProtectionPhotoContentType,
            sizeBytes: file.size,
          });
          await api.uploadToStorage(started.upload, file);
          await api.confirmPhoto({ ...proof, documentId: started.documentId });
          set(file, { status: 'done' });
        } catch (e) {
          set(file, { status: 'error', error: e instanceof ApiError ? e.message : GENERIC_ERROR_MESSAGE });
        }
      }
    },
    [api, proof, photos],
  );

  return { photos, add, full: photos.filter((p) => p.status !== 'error').length >= PROTECTION_PHOTOS_MAX };
}
