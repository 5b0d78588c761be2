import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local runtime's master key for stored credentials (what the stage's KMS key is in AWS): 32 random bytes made
 * on the first start and kept beside the emulators' data, so credentials sealed before a restart still open. Losing
 * the file loses only local demo connections (reconnect them).
 */
export function localCredentialsKey(dataDir: string): string {
  const file = join(dataDir, 'credentials.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
