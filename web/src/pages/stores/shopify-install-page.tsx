import { Navigate, useSearchParams } from 'react-router-dom';
import { normaliseShopifyShop } from '#domain/stores/store-connect.schema';
import { STORES_PATH, shopifyConnectHref } from './stores-page';

/**
 * accounts §2 shopify/install: where a merchant lands from the Shopify App Store (Shopify adds
 * ?shop=…). It opens the Stores page's connect form on that shop; the merchant confirms and
 * approves on Shopify, which returns to /shopify/token. Nothing here is trusted: the shop is
 * only a prefilled field, checked again when connecting.
 */
export function ShopifyInstallPage() {
  const [params] = useSearchParams();
  const shop = normaliseShopifyShop(params.get('shop') ?? '');
  return <Navigate to={shop ? shopifyConnectHref(shop) : `${STORES_PATH}?connect=shopify`} replace />;
}
