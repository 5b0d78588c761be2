/**
 * Credentials of outside systems, kept in Secrets Manager (the real adapters read them).
 * Both the manifest (which grants them) and the secret reader (which reads them) import this file,
 * so functions never import infra.
 */
export const SECRET_NAMES = [
  'amazon-app',
  'chrobinson',
  'easypost',
  'easypost-webhook',
  'shopify-app',
  'square-app',
  'stripe',
  'turnstile',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** `easypost` → `EASYPOST_SECRET_ARN`. */
export function secretArnEnvName(secret: SecretName): string {
  return `${secret.replace(/-/g, '_').toUpperCase()}_SECRET_ARN`;
}
