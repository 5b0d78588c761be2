import { useMemo } from 'react';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TrackingBrandSections } from '#web/pages/tracking/tracking-brand-sections';
import { TrackingHeader } from '#web/pages/tracking/tracking-header';
import { TrackingResult } from '#web/pages/tracking/tracking-result';
import { samplePreview, type TrackingPageFormValues } from './tracking-page-form.values';

/** The live preview: the public page's own components on a sample order, following the form as it is typed. */
export function TrackingPagePreview({ values, accountName }: { values: TrackingPageFormValues; accountName: string }) {
  const view = useMemo(() => samplePreview(values, accountName), [values, accountName]);
  return (
    <Container
      header={
        <Header variant="h2" description="A sample order looked up by email and order number.">
          Preview
        </Header>
      }
    >
      <div data-testid="tracking-page-preview" style={{ background: '#f8f8f8', borderRadius: 8, overflow: 'hidden' }}>
        <TrackingHeader branding={view.branding}>Order tracking</TrackingHeader>
        <div style={{ padding: 16, color: view.branding.colors.text }}>
          <SpaceBetween size="l">
            <TrackingResult view={view} />
            <TrackingBrandSections branding={view.branding} />
          </SpaceBetween>
        </div>
      </div>
    </Container>
  );
}
