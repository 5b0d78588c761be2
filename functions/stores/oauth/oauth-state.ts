import { randomInt } from 'node:crypto';
import { OAUTH_STATE_ALPHABET, OAUTH_STATE_LENGTH } from '#domain/stores/store-oauth.constants';
import { secretsEqual } from '#lib/http/webhook-signature';

/** A fresh OAuth state (orders §7: random, 6 characters by default), uniform over the alphabet. */
export function newOAuthState(length = OAUTH_STATE_LENGTH): string {
  let state = '';
  for (let i = 0; i < length; i++) state += OAUTH_STATE_ALPHABET[randomInt(OAUTH_STATE_ALPHABET.length)];
  return state;
}

/** The callback's state is the one issued, compared in constant time. Single use is the caller's (it deletes the nonce). */
export const oauthStateMatches = (given: string | undefined, issued: string): boolean =>
  given !== undefined && issued !== '' && secretsEqual(given, issued);
