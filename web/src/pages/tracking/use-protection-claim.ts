import { useCallback, useMemo, useRef, useState } from 'react';
import type { ProtectionClaimReceiptView } from '#api/protection-claims';
import { PROTECTION_CLAIM_MISS } from '#domain/protection/protection-claim.rules';
import type { ProtectionClaimFormInput } from '#domain/protection/protection-claim.schema';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#web/api/api-error';
import { publicTrackingApi } from '#web/api/tracking-page-api';
import type { FieldErrors } from '#web/lib/field-errors';
import type { PhotoProof } from './use-protection-photos';

export interface ProtectionClaimState {
  receipt: ProtectionClaimReceiptView | undefined;
  /** What the shopper proved, kept for the photos they add to the filed claim. */
  proof: PhotoProof | undefined;
  submitting: boolean;
  /** One message for the whole form (no match, already filed, too many attempts) and the server's field messages. */
  error: string | null;
  fieldErrors: FieldErrors;
  submit: (form: ProtectionClaimFormInput) => Promise<void>;
}

function messageOf(e: unknown): string {
  if (!(e instanceof ApiError)) return GENERIC_ERROR_MESSAGE;
  // Every miss answers one 404, said in one sentence; otherwise the server's words (the open claim, the wait).
  return e.status === 404 ? PROTECTION_CLAIM_MISS : e.message;
}

/** A shopper's protection claim on the tracking site of `subDomain`: one submission at a time. */
export function useProtectionClaim(subDomain: string, apiBaseUrl: string): ProtectionClaimState {
  const api = useMemo(() => publicTrackingApi(apiBaseUrl), [apiBaseUrl]);
  const [receipt, setReceipt] = useState<ProtectionClaimReceiptView>();
  const [proof, setProof] = useState<PhotoProof>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const busy = useRef(false);

  const submit = useCallback(
    async (form: ProtectionClaimFormInput) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      setFieldErrors({});
      try {
        const filed = await api.fileProtectionClaim({ ...form, subDomain });
        setProof({ subDomain, email: form.email, orderNumber: form.orderNumber, claimId: filed.claimId });
        setReceipt(filed);
      } catch (e) {
        setError(messageOf(e));
        if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [api, subDomain],
  );

  return { receipt, proof, submitting, error, fieldErrors, submit };
}
