import type { WebhookSender } from '#domain/carriers/ports';

/** A receiver that takes longer than this is a failed delivery, sent again next run. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Webhook deliveries over HTTP with fetch: the body's bytes exactly as given. */
export function makeFetchWebhookSender(timeoutMs = WEBHOOK_TIMEOUT_MS): WebhookSender {
  return {
    async post(url, body, headers) {
      const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
      // Drain the answer so the connection is released; its content does not matter.
      await res.arrayBuffer().catch(() => undefined);
      return { ok: res.ok, status: res.status };
    },
  };
}
