import {
  SHOPIFY_OAUTH_RETURN_PATH,
  SHOPIFY_OAUTH_SCOPES,
  SHOPIFY_SHOP_DOMAIN,
  SQUARE_OAUTH_RETURN_PATH,
  SQUARE_OAUTH_SCOPES,
} from './store-oauth.constants';

export const isShopifyShopDomain = (shop: string): boolean => SHOPIFY_SHOP_DOMAIN.test(shop);

/** The shop's authorize page (orders §7): client id, scopes, redirect URL, state. Throws on a shop that is not a myshopify domain. */
export function shopifyAuthorizeUrl(input: {
  shop: string;
  clientId: string;
  appOrigin: string;
  state: string;
}): string {
  if (!isShopifyShopDomain(input.shop)) throw new Error('Not a myshopify.com shop domain');
  const url = new URL(`https://${input.shop}/admin/oauth/authorize`);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('scope', SHOPIFY_OAUTH_SCOPES.join(','));
  url.searchParams.set('redirect_uri', new URL(SHOPIFY_OAUTH_RETURN_PATH, input.appOrigin).toString());
  url.searchParams.set('state', input.state);
  return url.toString();
}

/** Square's authorize page; `sandbox` selects Square's sandbox host. `session=false` asks the seller to sign in again. */
export function squareAuthorizeUrl(input: {
  clientId: string;
  appOrigin: string;
  state: string;
  sandbox?: boolean;
}): string {
  const host = input.sandbox ? 'https://connect.squareupsandbox.com' : 'https://connect.squareup.com';
  const url = new URL('/oauth2/authorize', host);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('scope', SQUARE_OAUTH_SCOPES.join(' '));
  url.searchParams.set('session', 'false');
  url.searchParams.set('redirect_uri', new URL(SQUARE_OAUTH_RETURN_PATH, input.appOrigin).toString());
  url.searchParams.set('state', input.state);
  return url.toString();
}
