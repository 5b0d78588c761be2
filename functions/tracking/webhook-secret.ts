import { config } from '#lib/config';

/** The secret the sandbox carrier signs its webhooks with, when no EASYPOST_WEBHOOK_SECRET is set. */
const SANDBOX_WEBHOOK_SECRET = 'shipdeck-sandbox-webhook-secret';

/**
 * The secret EasyPost webhooks are signed with: EASYPOST_WEBHOOK_SECRET, else (sandbox adapters)
 * the fixed local sandbox secret, so the sandbox emitter and the endpoint agree with no setup.
 * Live adapters without a secret is a configuration error, said loudly.
 */
export async function easyPostWebhookSecret(): Promise<string> {
  const fromEnv = process.env.EASYPOST_WEBHOOK_SECRET;
  if (fromEnv) return fromEnv;
  if (config().SHIPDECK_ADAPTERS !== 'live') return SANDBOX_WEBHOOK_SECRET;
  throw new Error('EASYPOST_WEBHOOK_SECRET is not set: live EasyPost webhooks cannot be verified');
}
