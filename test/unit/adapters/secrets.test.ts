import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { plainSecretEnvName, secretReader } from '#lib/secrets';
import { secretArnEnvName } from '#infra/app-manifest';

const secretsManager = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:shipdeck/easypost-AbCdEf';

afterEach(() => secretsManager.reset());

describe('outside-system API keys (EasyPost) for the live adapters', () => {
  it('names: EASYPOST_API_KEY for a plain key, EASYPOST_SECRET_ARN for the stack secret', () => {
    expect(plainSecretEnvName('easypost')).toBe('EASYPOST_API_KEY');
    expect(secretArnEnvName('easypost')).toBe('EASYPOST_SECRET_ARN');
  });

  it('a plain key in the environment wins and Secrets Manager is not called', async () => {
    const read = secretReader('easypost', { EASYPOST_API_KEY: 'EZTK-plain', EASYPOST_SECRET_ARN: ARN });
    expect(await read()).toBe('EZTK-plain');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('reads the secret by its ARN once and reuses it while warm', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: ' EZTK-from-secret \n' });
    const read = secretReader('easypost', { EASYPOST_SECRET_ARN: ARN });
    expect(await read()).toBe('EZTK-from-secret');
    expect(await read()).toBe('EZTK-from-secret');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('an empty secret or no configuration fails with a message that says what to do', async () => {
    const EMPTY_ARN = `${ARN}-empty`;
    secretsManager.on(GetSecretValueCommand, { SecretId: EMPTY_ARN }).resolves({ SecretString: '  ' });
    await expect(secretReader('easypost', { EASYPOST_SECRET_ARN: EMPTY_ARN })()).rejects.toThrow(
      /is empty: put the API key in it/,
    );
    await expect(secretReader('easypost', {})()).rejects.toThrow(
      'EASYPOST_API_KEY or EASYPOST_SECRET_ARN is required with SHIPDECK_ADAPTERS=live',
    );
  });
});
