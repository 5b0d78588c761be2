import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/**
 * The local twin of the HTTP API JWT authorizer: verifies signature, issuer, expiry and the
 * audience the way API Gateway does (`aud` OR `client_id` must list the app client), then
 * flattens the claims into strings as API Gateway does before they reach the handler.
 */
export interface JwtAuthorizerOptions {
  issuer: string;
  /** Allowed app client ids (API Gateway's `audience` list). */
  audience: string[];
  jwksUri: string;
}

export interface AuthorizedJwt {
  claims: Record<string, string>;
  scopes: string[];
}

export type JwtAuthorizer = (header: string | undefined) => Promise<AuthorizedJwt | undefined>;

export function createJwtAuthorizer(opts: JwtAuthorizerOptions): JwtAuthorizer {
  // aws-jwt-verify's default fetcher only speaks https; cognito-local serves its JWKS over http.
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => {
        const res = await fetch(uri);
        if (!res.ok) throw new Error(`JWKS ${uri} answered ${res.status}`);
        return res.arrayBuffer();
      },
    },
  });
  const verifier = JwtVerifier.create({ issuer: opts.issuer, audience: null, jwksUri: opts.jwksUri }, { jwksCache });
  return async (header) => {
    const token = bearerToken(header);
    if (!token) return undefined;
    let payload: JwtPayload;
    try {
      payload = await verifier.verify(token);
    } catch {
      return undefined;
    }
    if (!audienceMatches(payload, opts.audience)) return undefined;
    return {
      claims: flattenClaims(payload),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
    };
  };
}

/** `x-authorization` carries the raw token or `Bearer <token>`; both work in API Gateway. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const token = /^bearer\s+/i.test(trimmed) ? trimmed.replace(/^bearer\s+/i, '') : trimmed;
  return token || undefined;
}

function audienceMatches(payload: JwtPayload, audience: string[]): boolean {
  const aud = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const clientId = typeof payload.client_id === 'string' ? [payload.client_id] : [];
  return [...aud, ...clientId].some((a) => audience.includes(a));
}

/** API Gateway hands claims over as strings: numbers and booleans stringified, arrays as `[a b]`. */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') out[key] = JSON.stringify(value);
    else out[key] = String(value);
  }
  return out;
}
