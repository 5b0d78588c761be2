import * as z from 'zod';
import { plainSecretEnvName, secretReader } from '#lib/secrets';

/**
 * Shipdeck's own app credentials on the OAuth platforms: Shopify signs webhooks and OAuth
 * callbacks with the app's client secret; Square signs webhooks with the subscription's signature
 * key and exchanges codes with the application secret; Amazon's Login with Amazon client exchanges
 * and refreshes tokens. Live: the `shopify-app` and `square-app`
 * secrets (Secrets Manager JSON, or SHOPIFY_APP_API_KEY / SQUARE_APP_API_KEY holding the same
 * JSON on a developer machine). Sandbox (local runtime, tests): the env JSON when set, else these
 * fixed values, which the local store simulators sign with. They protect nothing but local data.
 */
export const shopifyAppSchema = z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) });
export const squareAppSchema = z.object({
  applicationId: z.string().min(1),
  applicationSecret: z.string().min(1),
  webhookSignatureKey: z.string().min(1),
});
/** Amazon: the LWA client (code exchange, token refresh) and the SP-API application id the consent page names. */
export const amazonAppSchema = z.object({
  applicationId: z.string().min(1),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type AmazonAppCredentials = z.output<typeof amazonAppSchema>;
export type ShopifyAppCredentials = z.output<typeof shopifyAppSchema>;
export type SquareAppCredentials = z.output<typeof squareAppSchema>;

export const SANDBOX_SHOPIFY_APP: ShopifyAppCredentials = {
  clientId: 'shipdeck-sandbox-shopify-client-id',
  clientSecret: 'shipdeck-sandbox-shopify-client-secret',
};
export const SANDBOX_SQUARE_APP: SquareAppCredentials = {
  applicationId: 'sandbox-sq0idb-shipdeck',
  applicationSecret: 'sandbox-sq0csb-shipdeck-application-secret',
  webhookSignatureKey: 'shipdeck-sandbox-square-signature-key',
};

export const SANDBOX_AMAZON_APP: AmazonAppCredentials = {
  applicationId: 'amzn1.sp.solution.shipdeck-sandbox',
  clientId: 'amzn1.application-oa2-client.shipdeck-sandbox',
  clientSecret: 'shipdeck-sandbox-lwa-client-secret',
};

const adaptersSchema = z.enum(['sandbox', 'live']).default('sandbox');

function appCredentials<T>(
  name: 'shopify-app' | 'square-app' | 'amazon-app',
  schema: z.ZodType<T>,
  sandbox: T,
): () => Promise<T> {
  const live = secretReader(name);
  let cached: T | undefined;
  return async () => {
    if (cached) return cached;
    const isLive = adaptersSchema.parse(process.env.SHIPDECK_ADAPTERS) === 'live';
    const plain = process.env[plainSecretEnvName(name)];
    const raw = isLive ? await live() : plain;
    cached = raw ? schema.parse(JSON.parse(raw)) : sandbox;
    return cached;
  };
}

export const shopifyAppCredentials = appCredentials('shopify-app', shopifyAppSchema, SANDBOX_SHOPIFY_APP);
export const squareAppCredentials = appCredentials('square-app', squareAppSchema, SANDBOX_SQUARE_APP);
export const amazonAppCredentials = appCredentials('amazon-app', amazonAppSchema, SANDBOX_AMAZON_APP);
