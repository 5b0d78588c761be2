import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#api/edge-headers';
import { config } from '../config';

type AddressedEvent = Pick<APIGatewayProxyEventV2, 'requestContext' | 'headers'>;

/**
 * The caller's address, which the public routes' per-client limits key on. Behind CloudFront the API sees
 * the edge's address, which thousands of viewers share; the viewer's own address is believed only on a
 * request that carries the distribution's origin secret (`#api/edge-headers`), never on one sent straight
 * to the API. Without a configured secret (locally, where there is no CloudFront) the source address is it.
 */
export function clientIpOf(event: AddressedEvent, originSecret = config().ORIGIN_VERIFY_SECRET): string {
  const sourceIp = event.requestContext.http.sourceIp;
  if (!originSecret || !sameSecret(headerOf(event, ORIGIN_VERIFY_HEADER), originSecret)) return sourceIp;
  return viewerIpOf(headerOf(event, VIEWER_ADDRESS_HEADER)) ?? sourceIp;
}

function headerOf(event: AddressedEvent, name: string): string | undefined {
  // API Gateway HTTP APIs lower-case header names; a test or another gateway may not.
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;

/** `203.0.113.7:46532` → `203.0.113.7`; `2001:db8::7:46532` → `2001:db8::7` (the port is always last). */
export function viewerIpOf(viewerAddress: string | undefined): string | undefined {
  if (!viewerAddress || viewerAddress.length > 64) return undefined;
  const cut = viewerAddress.lastIndexOf(':');
  if (cut <= 0 || !/^\d{1,5}$/.test(viewerAddress.slice(cut + 1))) return undefined;
  const ip = viewerAddress.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  return IPV4.test(ip) || (ip.includes(':') && IPV6.test(ip)) ? ip : undefined;
}
