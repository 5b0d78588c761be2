import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's address, which the public routes' per-client limits key on. One place on purpose: behind
 * CloudFront the API sees the edge's address, so trusting the viewer's address (CloudFront-Viewer-Address,
 * only on requests proven to come through the distribution) is a change here, not in every handler.
 */
export function clientIpOf(event: Pick<APIGatewayProxyEventV2, 'requestContext'>): string {
  return event.requestContext.http.sourceIp;
}
