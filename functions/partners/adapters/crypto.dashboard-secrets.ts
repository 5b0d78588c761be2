import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DashboardSecrets } from '#domain/partners/ports';

/** 32 random bytes, base64url: unguessable; only their SHA-256 is kept. */
export const cryptoDashboardSecrets: DashboardSecrets = {
  newSecret: () => randomBytes(32).toString('base64url'),
  hash: (secret) => createHash('sha256').update(secret).digest('hex'),
  matches(secret, hash) {
    const given = Buffer.from(createHash('sha256').update(secret).digest('hex'));
    const kept = Buffer.from(hash);
    return given.length === kept.length && timingSafeEqual(given, kept);
  },
};
