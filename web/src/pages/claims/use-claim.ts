import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ClaimForm } from '#domain/claims/claim-draft-form.rules';
import { claimSubmitIssues } from '#domain/claims/claim-draft.rules';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { claimsApi } from '#web/api/claims-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { useLoad } from '#web/hooks/use-load';

/** Server field paths name the request (`claim.claimDetails.lossDate`); the form's name the claim. */
const formPath = (path: string) => path.replace(/^claim\./, '');

/**
 * One claim with its documents, the draft's form state and the claim's actions (accounts §8 notices): save the
 * draft, submit (the shared submit checks first, then the server's), withdraw, delete.
 */
export function useClaim(claimId: string) {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const navigate = useNavigate();
  const { notify, reportError } = useNotifications();
  const load = useCallback(() => api.get(claimId), [api, claimId]);
  const { data, loading, error, reload } = useLoad(load);
  const [form, setForm] = useState<ClaimForm | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<null | 'save' | 'submit' | 'withdraw' | 'delete'>(null);

  // The form follows the stored claim when it changes (a save, a submit), not on every reload: a document
  // uploaded or removed reloads the claim too, and must not throw away what the merchant typed meanwhile.
  const storedVersion = data ? `${data.claim.claimId}@${data.claim.version}` : null;
  useEffect(() => {
    if (data) setForm(data.claim.claim);
  }, [storedVersion]);

  async function run(kind: NonNullable<typeof busy>, action: () => Promise<{ message: string }>, after?: () => void) {
    setBusy(kind);
    try {
      const { message } = await action();
      setFieldErrors({});
      notify({ type: 'success', content: message });
      after?.();
      if (kind !== 'delete') await reload();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0)
        setFieldErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [formPath(k), v])));
      reportError(e);
    } finally {
      setBusy(null);
    }
  }

  const claim = data?.claim;
  return {
    claim,
    documents: data?.documents ?? [],
    loading,
    error,
    reload,
    form,
    setForm,
    fieldErrors,
    busy,
    save: () => claim && form && run('save', () => api.update(claim.claimId, form, claim.version)),
    submit: async () => {
      if (!claim || !form) return;
      const issues = claimSubmitIssues(form, claim.amounts);
      if (Object.keys(issues).length > 0) {
        setFieldErrors(issues);
        notify({ type: 'error', content: 'Please Address Following Issues:' });
        return;
      }
      await run(
        'submit',
        async () => {
          const saved = await api.update(claim.claimId, form, claim.version);
          return api.submit(claim.claimId, saved.claim.version);
        },
        () => navigate(`/claims/${encodeURIComponent(claim.claimId)}`),
      );
    },
    withdraw: () => claim && run('withdraw', () => api.withdraw(claim.claimId, claim.version)),
    remove: () =>
      claim &&
      run(
        'delete',
        () => api.remove(claim.claimId),
        () => navigate('/claims'),
      ),
  };
}

export type ClaimState = ReturnType<typeof useClaim>;
