import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PUBLIC_OPENAPI_PATH, PUBLIC_ORDER_EXAMPLE, PUBLIC_ORDERS_PATH } from '#api/public-orders';
import { CUSTOM_STORE_API_KEY_HEADER } from '#domain/stores/store-platforms.rules';
import { usePublicApiOrigin } from './use-api-keys';

/** A shell command that creates the documented example order with the key in $SHIPDECK_API_KEY. */
export function curlExample(origin: string): string {
  return [
    `curl -X POST '${origin}${PUBLIC_ORDERS_PATH}' \\`,
    `  -H "${CUSTOM_STORE_API_KEY_HEADER}: $SHIPDECK_API_KEY" \\`,
    `  -H 'content-type: application/json' \\`,
    `  -d '${JSON.stringify(PUBLIC_ORDER_EXAMPLE)}'`,
  ].join('\n');
}

/** How the public API is called: its OpenAPI document and a request to copy. */
export function ApiDocsPanel() {
  const origin = usePublicApiOrigin();
  const command = curlExample(origin);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={`Send the key in the ${CUSTOM_STORE_API_KEY_HEADER} header. Orders land in your custom store and are checked like orders made in Shipdeck; sending an order number again answers the existing order.`}
        >
          Using the API
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Box>
          Reference:{' '}
          <Link href={`${origin}${PUBLIC_OPENAPI_PATH}`} external data-testid="openapi-link">
            OpenAPI document
          </Link>{' '}
          (create with POST {PUBLIC_ORDERS_PATH}, update with PUT {PUBLIC_ORDERS_PATH}/{'{orderNumber}'}).
        </Box>
        <SpaceBetween size="xs">
          <Box variant="awsui-key-label">Create an order</Box>
          <Box variant="code" data-testid="curl-example">
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{command}</pre>
          </Box>
          <CopyToClipboard
            variant="button"
            textToCopy={command}
            copyButtonText="Copy command"
            copySuccessText="Command copied"
            copyErrorText="Command failed to copy"
          />
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
