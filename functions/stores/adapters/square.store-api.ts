import { createHash } from 'node:crypto';
import { StoreApiError, type StoreApi, type StoreTokenRefresher } from '#domain/stores/ports';
import { SQUARE_OAUTH_SCOPES } from '#domain/stores/store-oauth.constants';
import type { OAuthStoreConnector, StoreWebhookRegistrar } from '#domain/stores/store-connect.ports';
import type { SquareAppCredentials } from '../store-app-secrets';
import type { StoreOrigins } from '../store-origins';
import { SQUARE_API_VERSION, makeSquareOrderFetch, squareHeaders } from './square.order-fetch';
import { joinUrl, segment, storeCall, type FetchLike } from './store-http';

const NAME = 'Square';

/** ObtainToken's answer (both grants). */
interface SquareToken {
  access_token?: string;
  refresh_token?: string;
  expires_at?: string;
  merchant_id?: string;
}

const credentialsOf = (token: SquareToken & { access_token: string }) => ({
  accessToken: token.access_token,
  ...(token.refresh_token ? { refreshToken: token.refresh_token } : {}),
  ...(token.expires_at ? { expiresAt: token.expires_at } : {}),
});

export interface SquareAdapterDeps {
  fetch: FetchLike;
  origins: StoreOrigins;
  app: () => Promise<SquareAppCredentials>;
}

/**
 * Square over its REST API: orders by /v2/orders/{id}; a fulfillment is the order's SHIPMENT
 * fulfillment updated with the carrier and tracking number and marked COMPLETED (Square emails the
 * buyer itself when its own notifications are on). Webhook subscriptions belong to the application,
 * not to a seller: they are set once in Square's dashboard, so connecting registers none.
 */
export function makeSquareStoreApi(
  deps: SquareAdapterDeps,
): StoreApi & OAuthStoreConnector & StoreWebhookRegistrar & StoreTokenRefresher {
  const headers = squareHeaders;
  const readOrder = makeSquareOrderFetch(deps.fetch);

  /** POST /oauth2/token (ObtainToken) with the application's credentials; an answer without a token is refused. */
  async function obtainToken(apiBaseUrl: string, grant: Record<string, string>) {
    const { applicationId, applicationSecret } = await deps.app();
    const token = await storeCall<SquareToken>(deps.fetch, NAME, joinUrl(apiBaseUrl, '/oauth2/token'), {
      method: 'POST',
      headers: { 'square-version': SQUARE_API_VERSION },
      json: { client_id: applicationId, client_secret: applicationSecret, ...grant },
    });
    if (!token?.access_token) throw new StoreApiError(`${NAME} answered without an access token`, false);
    return token as SquareToken & { access_token: string };
  }

  return {
    platform: 'square',

    fetchOrder: readOrder,

    async pushFulfillment(access, fulfillment) {
      const order = await readOrder(access, fulfillment.externalOrderId);
      const shipments = (order.fulfillments ?? []).filter((f) => f.type === 'SHIPMENT' && f.uid);
      const done = shipments.find((f) => f.shipment_details?.tracking_number === fulfillment.trackingCode);
      if (done) return { fulfillmentId: done.uid! };
      const target = shipments.find((f) => f.state !== 'COMPLETED' && f.state !== 'CANCELED');
      if (!target) {
        throw new StoreApiError(
          `${NAME} order ${fulfillment.externalOrderId} has no open shipment fulfillment`,
          false,
          422,
        );
      }
      // The same fulfillment of the same order keys the same update: Square applies it once.
      const idempotencyKey = createHash('sha256')
        .update(`${order.id}:${target.uid}:${fulfillment.trackingCode}`)
        .digest('hex')
        .slice(0, 45);
      await storeCall(deps.fetch, NAME, joinUrl(access.connection.apiBaseUrl, `/v2/orders/${segment(order.id)}`), {
        method: 'PUT',
        headers: headers(access),
        json: {
          idempotency_key: idempotencyKey,
          order: {
            ...(order.version !== undefined ? { version: order.version } : {}),
            fulfillments: [
              {
                uid: target.uid,
                state: 'COMPLETED',
                shipment_details: {
                  carrier: fulfillment.carrier,
                  tracking_number: fulfillment.trackingCode,
                  ...(fulfillment.trackingUrl ? { tracking_url: fulfillment.trackingUrl } : {}),
                  shipped_at: new Date().toISOString(),
                },
              },
            ],
          },
        },
      });
      return { fulfillmentId: target.uid! };
    },

    async authorizeUrl({ state, redirectUri }) {
      const { applicationId } = await deps.app();
      const url = new URL(joinUrl(deps.origins.square(), '/oauth2/authorize'));
      url.searchParams.set('client_id', applicationId);
      url.searchParams.set('scope', SQUARE_OAUTH_SCOPES.join(' '));
      url.searchParams.set('session', 'false');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const apiBaseUrl = deps.origins.square();
      const token = await obtainToken(apiBaseUrl, {
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
      });
      if (!token.merchant_id) throw new StoreApiError(`${NAME} answered without a merchant`, false);
      return {
        platform: 'square',
        shop: token.merchant_id,
        name: token.merchant_id,
        scopes: [...SQUARE_OAUTH_SCOPES],
        apiBaseUrl,
        credentials: credentialsOf(token),
      };
    },

    /** ObtainToken's refresh_token grant: a new access token (30 days); Square keeps the refresh token unless it sends one. */
    async refresh(access) {
      const refreshToken = access.credentials.refreshToken;
      if (!refreshToken) throw new StoreApiError(`${NAME} store has no refresh token`, false);
      const token = await obtainToken(access.connection.apiBaseUrl, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      return { ...credentialsOf(token), refreshToken: token.refresh_token ?? refreshToken };
    },

    async registerWebhooks() {
      return { topics: [] };
    },
  };
}
