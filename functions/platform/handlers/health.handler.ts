import { publicRoute } from '#lib/http/http-route';

/** Liveness for the gateway, CloudFront and the local runtime's readiness probe. */
export const handler = publicRoute({}, async () => ({ status: 'ok', service: 'shipdeck' }));
