import * as z from 'zod';

/** An OAuth 2 client-credentials token answer (RFC 6749 §5.1): the parts a caller keeps. */
export const accessTokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
export type AccessTokenAnswer = z.output<typeof accessTokenAnswerSchema>;

/** Renewed this long before it lapses, so a request never goes out with a token about to expire. */
const RENEW_EARLY_MS = 60_000;

/**
 * A warm container's one token for a vendor API: `fetchToken` asks for a new one only when none is held or the
 * held one is within a minute of lapsing.
 */
export function cachedAccessToken(fetchToken: () => Promise<AccessTokenAnswer>, now: () => Date = () => new Date()) {
  let token: { value: string; until: number } | undefined;
  return async (): Promise<string> => {
    if (token && token.until > now().getTime()) return token.value;
    const answer = await fetchToken();
    token = { value: answer.access_token, until: now().getTime() + answer.expires_in * 1000 - RENEW_EARLY_MS };
    return token.value;
  };
}
