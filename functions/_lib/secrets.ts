import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretArnEnvName, type SecretName } from './secret-names';
import { tracer } from './tracer';

/** How long a read secret is reused before Secrets Manager is asked again (rotation shows up within it). */
export const SECRET_MAX_AGE_SECONDS = 300;

/** `easypost` → `EASYPOST_API_KEY`: a plain key in the environment (developer machines, tests). */
export function plainSecretEnvName(secret: SecretName): string {
  return `${secret.replace(/-/g, '_').toUpperCase()}_API_KEY`;
}

let provider: SecretsProvider | undefined;

/** Powertools' secrets provider (its cache per process) over a client the tracer captures. */
function secretsProvider(): SecretsProvider {
  provider ??= new SecretsProvider({ awsSdkV3Client: tracer.captureAWSv3Client(new SecretsManagerClient({})) });
  return provider;
}

/**
 * An outside system's API key: the plain environment variable when set, else the Secrets
 * Manager secret whose ARN the stack put in `<NAME>_SECRET_ARN` (cached for five minutes, so a
 * warm function does not pay a call per request). Fails with a clear message when neither is set.
 */
export function secretReader(secret: SecretName, env: NodeJS.ProcessEnv = process.env): () => Promise<string> {
  return async () => {
    const plain = env[plainSecretEnvName(secret)];
    if (plain) return plain;
    const arn = env[secretArnEnvName(secret)];
    if (!arn)
      throw new Error(
        `${plainSecretEnvName(secret)} or ${secretArnEnvName(secret)} is required with SHIPDECK_ADAPTERS=live`,
      );
    const value = await secretsProvider().get<string>(arn, { maxAge: SECRET_MAX_AGE_SECONDS });
    if (typeof value !== 'string' || value.trim() === '')
      throw new Error(`Secret ${secret} (${arn}) is empty: put the API key in it (docs/deploy.md)`);
    return value.trim();
  };
}
