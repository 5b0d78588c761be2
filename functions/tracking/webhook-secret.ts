import * as z from 'zod';
import { plainSecretEnvName, secretReader } from '#lib/secrets';

/**
 * The secret EasyPost signs tracker webhooks with (its webhook's `webhook_secret`). Live: the
 * `easypost-webhook` secret (Secrets Manager, or EASYPOST_WEBHOOK_API_KEY on a developer machine).
 * Sandbox (local runtime, tests): EASYPOST_WEBHOOK_API_KEY when set, else this fixed value, which
 * the sandbox carrier signs its webhooks with. It protects nothing but local data.
 */
export const SANDBOX_EASYPOST_WEBHOOK_SECRET = 'shipdeck-sandbox-easypost-webhook-secret';

/**
 * Only SHIPDECK_ADAPTERS is read (not the whole function config), so the sandbox carrier's emitter
 * can sign with this outside a function that has a table.
 */
const adaptersSchema = z.enum(['sandbox', 'live']).default('sandbox');

const liveSecret = secretReader('easypost-webhook');

export async function easyPostWebhookSecret(): Promise<string> {
  if (adaptersSchema.parse(process.env.SHIPDECK_ADAPTERS) === 'live') return liveSecret();
  return process.env[plainSecretEnvName('easypost-webhook')] || SANDBOX_EASYPOST_WEBHOOK_SECRET;
}
