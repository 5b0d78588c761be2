import {
  INVALID_SITE_URL_MESSAGE,
  isPublicHttpsSiteUrl,
  type ConnectStoreRequest,
  type ConnectStoreResponse,
  type StoreOAuthResponse,
} from '#api/store-connect';
import type { StorePlatform } from '#domain/constants/settings.constants';
import { checkPlanLimit, isSubscriptionInactive, planLimit, type PlanSubject } from '#domain/plans/plan-gating.rules';
import type { SubscriptionStore } from '#domain/plans/ports';
import { effectivePlanSubject } from '#domain/plans/subscription.rules';
import { StoreApiError, type StoreAccess } from '#domain/stores/ports';
import type {
  CheckoutRatesRegistrar,
  StoreConnectors,
  StoreGrant,
  StoreWebhookRegistrar,
} from '#domain/stores/store-connect.ports';
import { STORE_IMPORT_DAYS, storeImportMessage, type StoreWebhookPlatform } from '#domain/stores/store-event.message';
import {
  OAUTH_STATE_TTL_SECONDS,
  StoreClaimedError,
  StoreLimitReachedError,
  shopKey,
  toStoreConnectionView,
  type OAuthStateStore,
  type StoreConnectionRecord,
  type StoreConnectionStore,
} from '#domain/stores/store-connection';
import {
  AMAZON_OAUTH_RETURN_PATH,
  SHOPIFY_OAUTH_RETURN_PATH,
  SQUARE_OAUTH_RETURN_PATH,
} from '#domain/stores/store-oauth.constants';
import type { AmazonPollCursorStore } from '#domain/stores/amazon.ports';
import { amazonBackfillStart } from '#domain/stores/amazon-sync.rules';
import { STORE_PLATFORM_NAMES, storePlatformProfile } from '#domain/stores/store-platforms.rules';
import { storesInUse } from '#domain/stores/store-limit.rules';
import { ConflictError, ServiceUnavailableError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { PlanGateClosedError } from '#lib/plan-gate';
import { MESSAGES } from '#domain/validation/messages';
import type { StoreEventQueue } from './store-webhook.use-case';

/** The callback checks a connection needs from functions/stores/oauth (pure, injected so tests can see them used). */
export interface CallbackVerifiers {
  shopify(
    query: Record<string, string>,
    context: { clientSecret: string; issuedState: string; now: Date },
  ): { ok: true; shop: string; code: string } | { ok: false; reason: string };
  square(
    query: Record<string, string>,
    context: { issuedState: string },
  ): { ok: true; code: string } | { ok: false; reason: string };
  amazon(
    query: Record<string, string>,
    context: { issuedState: string },
  ): { ok: true; code: string; sellingPartnerId: string } | { ok: false; reason: string };
}

type OAuthPlatform = 'shopify' | 'square' | 'amazon';
const RETURN_PATHS: Record<OAuthPlatform, string> = {
  shopify: SHOPIFY_OAUTH_RETURN_PATH,
  square: SQUARE_OAUTH_RETURN_PATH,
  amazon: AMAZON_OAUTH_RETURN_PATH,
};

export interface ConnectStoreDeps {
  connections: StoreConnectionStore;
  states: OAuthStateStore;
  connectors: StoreConnectors;
  subscriptions: SubscriptionStore;
  verifiers: CallbackVerifiers;
  /** Where a connected Amazon store's order poll starts (its orders come by schedule, not by webhook). */
  amazonPolls: Pick<AmazonPollCursorStore, 'enroll'>;
  /** The app's public origin: the OAuth return pages and the webhook endpoints live under it. */
  appOrigin: () => string | undefined;
  shopifyClientSecret: () => Promise<string>;
  newState: () => string;
  newStoreId: () => string;
  /** The store-events queue: a store whose orders are imported in pages gets its first page queued here. */
  imports?: StoreEventQueue;
  clock?: () => Date;
}

/** The platforms whose recent orders are imported when they connect (their connector lists orders). */
const IMPORTED_ON_CONNECT = ['shippo'] as const satisfies readonly StoreWebhookPlatform[];
const importsOnConnect = (platform: StorePlatform): platform is (typeof IMPORTED_ON_CONNECT)[number] =>
  (IMPORTED_ON_CONNECT as readonly string[]).includes(platform);

/** What the merchant is told when a platform's callback does not hold (a replayed, forged or expired link). */
export const OAUTH_LINK_INVALID =
  'This store connection link is invalid or has expired. Start connecting the store again.';
export const STORE_LIMIT_MESSAGE = (limit: number) =>
  `Your plan includes ${limit} store integration${limit === 1 ? '' : 's'}. Upgrade your plan in Billing to connect more stores.`;
export const STORE_LIMIT_INACTIVE_MESSAGE =
  'Your subscription is canceled or paused. Reactivate it in Billing to connect stores.';

/**
 * Connecting a store (orders §7, accounts §6): the OAuth platforms start at their authorize page with
 * a single-use state bound to the caller's account, user and shop, and finish when the return page
 * posts the callback's query; the key platforms connect at once after their keys are read back.
 * Each new store counts against the plan's store limit (a reconnect does not count twice).
 */
export function makeConnectStore(deps: ConnectStoreDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();

  function appOrigin(): string {
    const origin = deps.appOrigin();
    if (!origin) throw new ServiceUnavailableError('Store connections are not configured (APP_URL is unset)');
    return origin.replace(/\/+$/, '');
  }

  const planSubject = async (accountId: string) => effectivePlanSubject(await deps.subscriptions.get(accountId), now());

  function limitReached(subject: PlanSubject): never {
    const outcome = isSubscriptionInactive(subject) ? 'subscription_inactive' : 'upgrade_prompt';
    throw new PlanGateClosedError(
      outcome,
      outcome === 'upgrade_prompt' ? STORE_LIMIT_MESSAGE(planLimit(subject, 'stores')) : STORE_LIMIT_INACTIVE_MESSAGE,
    );
  }

  /**
   * 402 unless one more store fits the plan; a store already connected (same platform and shop) is free. An
   * early answer before the platform is visited: the connect transaction counts again and has the last word.
   */
  async function assertWithinLimit(accountId: string, platform: StorePlatform, shop: string | undefined) {
    const connections = await deps.connections.list(accountId);
    const reconnecting = (c: StoreConnectionRecord) =>
      c.status !== 'disconnected' && c.platform === platform && shopKey(c.shop) === shopKey(shop ?? '');
    if (shop !== undefined && connections.some(reconnecting)) return;
    const subject = await planSubject(accountId);
    if (!checkPlanLimit(subject, 'stores', storesInUse(connections)).allowed) limitReached(subject);
  }

  /** A platform's refusal as the merchant's error: bad keys are their input (400), an outage is ours (503). */
  function platformFailure(err: unknown, platform: StorePlatform, field: string): never {
    if (!(err instanceof StoreApiError)) throw err;
    const name = STORE_PLATFORM_NAMES[platform];
    if (err.retryable) throw new ServiceUnavailableError(`${name} could not be reached. Try again in a minute.`);
    const message =
      err.status === 401 || err.status === 403
        ? `${name} refused these credentials`
        : err.status === 404
          ? `${name} store not found`
          : `${name} refused the connection: ${err.message}`;
    throw new ValidationError({ [field]: message }, message);
  }

  async function save(caller: Caller, grant: StoreGrant): Promise<StoreConnectionRecord> {
    await assertWithinLimit(caller.accountId, grant.platform, grant.shop);
    const subject = await planSubject(caller.accountId);
    let store: StoreConnectionRecord;
    try {
      store = await deps.connections.connect(
        caller.accountId,
        {
          platform: grant.platform,
          shop: grant.shop,
          name: grant.name,
          scopes: grant.scopes,
          apiBaseUrl: grant.apiBaseUrl,
          credentials: grant.credentials,
          at: now().toISOString(),
        },
        deps.newStoreId,
        subject.bypassPlanGating ? Number.POSITIVE_INFINITY : planLimit(subject, 'stores'),
      );
    } catch (err) {
      if (err instanceof StoreLimitReachedError) limitReached(subject);
      if (err instanceof StoreClaimedError) {
        throw new ConflictError(
          `This ${STORE_PLATFORM_NAMES[grant.platform]} store is already connected to another Shipdeck account. Disconnect it there first.`,
        );
      }
      throw err;
    }
    if (grant.platform === 'amazon') {
      await deps.amazonPolls.enroll(caller.accountId, store.storeId, amazonBackfillStart(now()));
    }
    const hooked = await registerWebhooks(caller.accountId, store, grant);
    return importsOnConnect(grant.platform) ? queueImport(caller.accountId, grant.platform, hooked) : hooked;
  }

  /** The import's first page (the worker queues the rest); a refused send leaves the store connected with the error on it. */
  async function queueImport(
    accountId: string,
    platform: StoreWebhookPlatform,
    store: StoreConnectionRecord,
  ): Promise<StoreConnectionRecord> {
    if (!deps.imports) return store;
    const at = now();
    const since = new Date(at.getTime() - STORE_IMPORT_DAYS * 86_400_000).toISOString();
    try {
      await deps.imports.send(
        storeImportMessage(
          { accountId, storeId: store.storeId, platform, shop: shopKey(store.shop) },
          { since, page: 1 },
          at.toISOString(),
        ),
      );
      return store;
    } catch (err) {
      const lastError = `Orders could not be imported: ${err instanceof Error ? err.message : String(err)}`;
      await deps.connections.recordError(accountId, store.storeId, lastError);
      return { ...store, lastError };
    }
  }

  /**
   * Live rates at checkout: the platform learns where to ask (Shopify's carrier service, BigCommerce's carrier
   * connection). A refusal (a Shopify plan without calculated rates) leaves the store's orders flowing: it is not
   * the store's error, and the checkout settings page says what checkout rates need.
   */
  async function registerCheckoutRates(
    connector: StoreWebhookRegistrar & Partial<CheckoutRatesRegistrar>,
    access: StoreAccess,
  ) {
    if (!connector.registerCheckoutRates) return;
    try {
      await connector.registerCheckoutRates(
        access,
        `${appOrigin()}/api/v1/checkout-rates/${access.connection.platform}`,
      );
    } catch (err) {
      if (!(err instanceof StoreApiError)) throw err;
    }
  }

  /** Webhooks bring the orders in; a refusal leaves the store connected with the error shown on it. */
  async function registerWebhooks(accountId: string, store: StoreConnectionRecord, grant: StoreGrant) {
    if (grant.platform === 'custom') return store;
    const connector = deps.connectors[grant.platform as keyof StoreConnectors];
    if (!connector || !('registerWebhooks' in connector)) return store;
    try {
      await connector.registerWebhooks(
        { connection: store, credentials: grant.credentials },
        `${appOrigin()}/api/v1/webhooks`,
      );
      await registerCheckoutRates(connector, { connection: store, credentials: grant.credentials });
      if (store.lastError) await deps.connections.recordError(accountId, store.storeId, null);
      const { lastError: _cleared, ...rest } = store;
      return rest;
    } catch (err) {
      if (!(err instanceof StoreApiError)) throw err;
      const lastError = `Webhooks could not be registered: ${err.message}`;
      await deps.connections.recordError(accountId, store.storeId, lastError);
      return { ...store, lastError };
    }
  }

  return {
    async start(caller: Caller, body: ConnectStoreRequest): Promise<ConnectStoreResponse> {
      const profile = storePlatformProfile(body.platform as StorePlatform);
      if (profile.availability.status === 'not yet') {
        const reason = profile.availability.reason;
        throw new ValidationError({ platform: reason }, reason);
      }
      switch (body.platform) {
        case 'shopify':
        case 'square':
        case 'amazon': {
          const platform = body.platform;
          const shop = body.platform === 'shopify' ? body.shop.trim().toLowerCase() : undefined;
          // Square and Amazon name their seller only after the exchange; the limit is checked again then.
          if (
            shop !== undefined ||
            !(await deps.connections.list(caller.accountId)).some(
              (c) => c.platform === platform && c.status !== 'disconnected',
            )
          ) {
            await assertWithinLimit(caller.accountId, body.platform, shop);
          }
          const state = deps.newState();
          await deps.states.issue({
            state,
            accountId: caller.accountId,
            userId: caller.userId,
            platform: body.platform,
            ...(shop ? { shop } : {}),
            expiresAt: new Date(now().getTime() + OAUTH_STATE_TTL_SECONDS * 1000).toISOString(),
          });
          const authorizeUrl = await deps.connectors[body.platform].authorizeUrl({
            ...(shop ? { shop } : {}),
            state,
            redirectUri: `${appOrigin()}${RETURN_PATHS[body.platform]}`,
          });
          return { kind: 'redirect', authorizeUrl };
        }
        case 'woocommerce': {
          if (!isPublicHttpsSiteUrl(body.siteUrl)) {
            throw new ValidationError({ siteUrl: MESSAGES.invalidUrl }, INVALID_SITE_URL_MESSAGE);
          }
          let grant: StoreGrant;
          try {
            grant = await deps.connectors.woocommerce.checkKeys({
              siteUrl: body.siteUrl,
              consumerKey: body.consumerKey,
              consumerSecret: body.consumerSecret,
            });
          } catch (err) {
            platformFailure(err, 'woocommerce', 'consumerKey');
          }
          return { kind: 'connected', store: toStoreConnectionView(await save(caller, grant)) };
        }
        case 'bigcommerce': {
          let grant: StoreGrant;
          try {
            grant = await deps.connectors.bigcommerce.checkKeys({
              storeHash: body.storeHash,
              accessToken: body.accessToken,
            });
          } catch (err) {
            platformFailure(err, 'bigcommerce', 'accessToken');
          }
          return { kind: 'connected', store: toStoreConnectionView(await save(caller, grant)) };
        }
        case 'shippo': {
          let grant: StoreGrant;
          try {
            grant = await deps.connectors.shippo.checkKeys({ apiKey: body.apiKey });
          } catch (err) {
            platformFailure(err, 'shippo', 'apiKey');
          }
          return { kind: 'connected', store: toStoreConnectionView(await save(caller, grant)) };
        }
        case 'custom': {
          const name = body.name.trim();
          // One merchant's "Wholesale" is not another's: the custom kind's shop is scoped to the account.
          const shop = `${caller.accountId}/${name.toLowerCase()}`;
          const store = await save(caller, {
            platform: 'custom',
            shop,
            name,
            scopes: [],
            apiBaseUrl: '',
            credentials: { accessToken: '' },
          });
          return { kind: 'connected', store: toStoreConnectionView(store) };
        }
        default:
          throw new ValidationError({ platform: 'Not supported' }, 'Not supported');
      }
    },

    async complete(
      caller: Caller,
      platform: OAuthPlatform,
      query: Record<string, string>,
    ): Promise<StoreOAuthResponse> {
      const invalid = (reason: string): never => {
        throw new ValidationError({ query: reason }, OAUTH_LINK_INVALID);
      };
      const at = now();
      let code: string;
      let shop: string | undefined;
      if (platform === 'shopify') {
        // The signature is checked before the state is spent, so a forged callback cannot burn a merchant's state.
        const verdict = deps.verifiers.shopify(query, {
          clientSecret: await deps.shopifyClientSecret(),
          issuedState: query.state ?? '',
          now: at,
        });
        if (!verdict.ok) return invalid(verdict.reason);
        code = verdict.code;
        shop = verdict.shop;
      }
      const issued = query.state ? await deps.states.consume(query.state, at) : undefined;
      if (!issued || issued.platform !== platform) return invalid('state mismatch');
      if (issued.accountId !== caller.accountId || issued.userId !== caller.userId) return invalid('state mismatch');
      if (platform === 'shopify') {
        if (!issued.shop || shopKey(issued.shop) !== shopKey(shop!)) return invalid('bad shop');
      } else if (platform === 'amazon') {
        const verdict = deps.verifiers.amazon(query, { issuedState: issued.state });
        if (!verdict.ok) return invalid(verdict.reason);
        code = verdict.code;
        shop = verdict.sellingPartnerId;
      } else {
        const verdict = deps.verifiers.square(query, { issuedState: issued.state });
        if (!verdict.ok) return invalid(verdict.reason);
        code = verdict.code;
      }
      let grant: StoreGrant;
      try {
        grant = await deps.connectors[platform].exchangeCode({
          ...(shop ? { shop } : {}),
          code: code!,
          redirectUri: `${appOrigin()}${RETURN_PATHS[platform]}`,
        });
      } catch (err) {
        platformFailure(err, platform, 'query');
      }
      return { store: toStoreConnectionView(await save(caller, grant)) };
    },
  };
}
export type ConnectStore = ReturnType<typeof makeConnectStore>;
