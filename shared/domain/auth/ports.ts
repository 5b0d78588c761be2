import type { StoredMagicLink } from './magic-link.rules';

/** Magic links by the hash of their token (DynamoDB in AWS and locally). */
export interface MagicLinkStore {
  save(link: StoredMagicLink): Promise<void>;
  /**
   * Removes the link and returns what it was, or undefined when there is none (never issued,
   * already used, or gone with its TTL). Of two concurrent uses, exactly one gets the link.
   */
  consume(tokenHash: string): Promise<StoredMagicLink | undefined>;
}
