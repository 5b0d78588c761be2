import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { makeAmazonSimulator, type AmazonSimulator, type AmazonSimulatorState } from './amazon.simulator';
import {
  SANDBOX_AMAZON_APP,
  SANDBOX_SHOPIFY_APP,
  SANDBOX_SQUARE_APP,
  type AmazonAppCredentials,
  type ShopifyAppCredentials,
  type SquareAppCredentials,
} from '#functions/stores/store-app-secrets';
import { makeKeyStoresSimulator, type KeyStoresSimulator, type KeyStoresState } from './key-stores.simulator';
import { sendJson } from './sim-http';
import { makeShippoSimulator, type ShippoSimulator, type ShippoSimulatorState } from './shippo.simulator';
import { makeSquareSimulator, type SquareSimulator, type SquareSimulatorState } from './square.simulator';
import {
  makeShopifySimulator,
  type ShopifySimulatorState,
  type SimShopifyFulfillment,
  type SimWebhookDelivery,
} from './shopify.simulator';

/**
 * The local store simulators on one port: Shopify under /shopify/{shop}/…, speaking the platforms'
 * real wire formats so the real adapters talk to them unchanged (the connection's apiBaseUrl is
 * this origin). A plain module: `npm start`, browser tests and benches start their own.
 */
export interface StoreSimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The app credentials it signs with (default: the sandbox ones the functions use). */
  shopifyApp?: ShopifyAppCredentials;
  squareApp?: SquareAppCredentials;
  amazonApp?: AmazonAppCredentials;
  /** Where its shops, orders and webhook subscriptions are kept across restarts; in memory when absent. */
  stateFile?: string;
}

export interface StoreSimulator {
  origin: string;
  stop(): Promise<void>;
  /** A new order in a Shopify shop, delivered as orders/create to the shop's webhook subscriptions. */
  placeOrder(shop: string): Promise<{ order: Record<string, unknown>; deliveries: SimWebhookDelivery[] }>;
  /** The fulfillments the shop has recorded (what Shipdeck pushed back). */
  fulfillments(shop: string): SimShopifyFulfillment[];
  deliveries(shop: string): SimWebhookDelivery[];
  webhooks(shop: string): { id: string; topic: string; callbackUrl: string }[];
  /** The shop's Admin API token, as its OAuth exchange hands it out (the demo seed connects with it). */
  shopifyToken(shop: string): string;
  /** Simulated WooCommerce sites (by host) and BigCommerce stores (by hash): their keys, orders and what was pushed back. */
  keyStores: Omit<KeyStoresSimulator, 'handle' | 'state'>;
  /** Simulated Square sellers (by merchant id): orders placed and read back. */
  square: Omit<SquareSimulator, 'handle' | 'state'>;
  /** Simulated Amazon sellers (by selling partner id): orders served and the shipment confirmations received. */
  amazon: Omit<AmazonSimulator, 'handle' | 'state'>;
  /** Simulated Shippo accounts (by name): their API tokens and the orders they serve. */
  shippo: Omit<ShippoSimulator, 'handle' | 'state'>;
}

interface SavedState {
  shopify?: ShopifySimulatorState;
  keyStores?: KeyStoresState;
  square?: SquareSimulatorState;
  amazon?: AmazonSimulatorState;
  shippo?: ShippoSimulatorState;
}

function load(file: string | undefined): SavedState {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SavedState;
  } catch {
    return {};
  }
}

export async function startStoreSimulator(options: StoreSimulatorOptions = {}): Promise<StoreSimulator> {
  const saved = load(options.stateFile);
  let saveTimer: NodeJS.Timeout | undefined;
  const save = () => {
    if (!options.stateFile || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      try {
        mkdirSync(dirname(options.stateFile!), { recursive: true });
        writeFileSync(options.stateFile!, JSON.stringify(snapshot()));
      } catch (err) {
        console.error(`[store simulator] could not save its state: ${String(err)}`);
      }
    }, 200);
  };
  const shopify = makeShopifySimulator({
    app: options.shopifyApp ?? SANDBOX_SHOPIFY_APP,
    ...(saved.shopify ? { state: saved.shopify } : {}),
    onChange: save,
  });
  const keyStores = makeKeyStoresSimulator({
    seed: (options.shopifyApp ?? SANDBOX_SHOPIFY_APP).clientSecret,
    ...(saved.keyStores ? { state: saved.keyStores } : {}),
    onChange: save,
  });
  const square = makeSquareSimulator({
    app: options.squareApp ?? SANDBOX_SQUARE_APP,
    ...(saved.square ? { state: saved.square } : {}),
    onChange: save,
  });
  const amazon = makeAmazonSimulator({
    app: options.amazonApp ?? SANDBOX_AMAZON_APP,
    ...(saved.amazon ? { state: saved.amazon } : {}),
    onChange: save,
  });
  const shippo = makeShippoSimulator({
    seed: (options.shopifyApp ?? SANDBOX_SHOPIFY_APP).clientSecret,
    ...(saved.shippo ? { state: saved.shippo } : {}),
    onChange: save,
  });
  const snapshot = (): SavedState => ({
    shopify: shopify.state,
    keyStores: keyStores.state,
    square: square.state,
    amazon: amazon.state,
    shippo: shippo.state,
  });

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    shopify
      .handle(req, res, url)
      .then((handled) => handled || keyStores.handle(req, res, url))
      .then((handled) => handled || square.handle(req, res, url))
      .then((handled) => handled || amazon.handle(req, res, url))
      .then((handled) => handled || shippo.handle(req, res, url))
      .then((handled) => {
        if (!handled) sendJson(res, 404, { errors: 'Not Found' });
      })
      .catch((err: unknown) => {
        if (!res.headersSent) sendJson(res, 400, { errors: String(err instanceof Error ? err.message : err) });
        else res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    origin,
    placeOrder: (shop) => shopify.placeOrder(shop.toLowerCase()),
    fulfillments: shopify.fulfillments,
    deliveries: shopify.deliveries,
    webhooks: shopify.webhooks,
    shopifyToken: (shop) => shopify.tokenOf(shop.toLowerCase()),
    keyStores,
    square,
    amazon,
    shippo,
    stop: () =>
      new Promise<void>((resolve) => {
        if (saveTimer) {
          clearTimeout(saveTimer);
          saveTimer = undefined;
          if (options.stateFile) writeFileSync(options.stateFile, JSON.stringify(snapshot()));
        }
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
