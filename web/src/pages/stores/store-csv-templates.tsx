import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { StorePlatformProfileResponse as Profile } from '#api/store-connections';
import { csvTemplate, csvTemplateFileName, isCsvTemplatePlatform } from '#domain/stores/store-csv-templates.rules';
import { RouterLink } from '#web/components/router-link';
import { downloadText } from '#web/pages/orders/grid/download';
import { PLATFORM_LABELS } from './store-labels';

export const ORDERS_IMPORT_PATH = '/orders/import';

/**
 * The platforms Shipdeck cannot connect to (no public order API it could confirm), each with its
 * honest reason and a CSV template the orders import reads without remapping.
 */
export function StoreCsvTemplates({ platforms }: { platforms: readonly Profile[] }) {
  const listed = platforms.filter((p) => isCsvTemplatePlatform(p.platform) && p.availability.status === 'not yet');
  if (listed.length === 0) return null;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={
            <>
              Export orders from these platforms, copy them into the template and upload it in{' '}
              <RouterLink href={ORDERS_IMPORT_PATH}>Orders › Import</RouterLink>.
            </>
          }
        >
          Stores without an API
        </Header>
      }
    >
      <ColumnLayout columns={3} variant="text-grid">
        {listed.map((p) => {
          const platform = p.platform;
          if (!isCsvTemplatePlatform(platform)) return null;
          return (
            <SpaceBetween size="xs" key={platform}>
              <Box variant="awsui-key-label">{PLATFORM_LABELS[platform]}</Box>
              <Box variant="small">{p.availability.status === 'not yet' ? p.availability.reason : ''}</Box>
              <Button
                iconName="download"
                ariaLabel={`Download the ${PLATFORM_LABELS[platform]} CSV template`}
                onClick={() => downloadText(csvTemplate(platform), csvTemplateFileName(platform), 'text/csv')}
              >
                CSV template
              </Button>
            </SpaceBetween>
          );
        })}
      </ColumnLayout>
    </Container>
  );
}
