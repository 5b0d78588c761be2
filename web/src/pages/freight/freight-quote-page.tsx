import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { GuardedPage } from '#web/components/permission-guard';
import { freightQuoteHref } from './freight-paths';
import { FreightPiecesSection } from './freight-pieces-section';
import { FreightPlacesSection } from './freight-places-section';
import { FreightResultsTable } from './freight-results-table';
import { FreightServicesSection } from './freight-services-section';
import { FreightShipmentsTable } from './freight-shipments-table';
import { useFreightQuote } from './use-freight-quote';

/** Freight quote (orders §1): describe an LTL shipment, quote every carrier at once, pick one to book. */
export function FreightQuotePage() {
  return (
    <GuardedPage required={['purchase_orders']} notAllowed="buying shipping">
      <FreightQuoteScreen />
    </GuardedPage>
  );
}

function FreightQuoteScreen() {
  const navigate = useNavigate();
  const { form, warehouses, result, quoting, quote } = useFreightQuote();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description="LTL freight quotes from every carrier at once, for pickups within the USA.">
          Freight quote
        </Header>
      }
    >
      <SpaceBetween size="l">
        <form onSubmit={(e) => e.preventDefault()}>
          <Form
            actions={
              <Button variant="primary" loading={quoting} onClick={() => void quote()}>
                Get quotes
              </Button>
            }
          >
            <SpaceBetween size="l">
              <FreightPlacesSection form={form} warehouses={warehouses} />
              <FreightPiecesSection form={form} />
              <FreightServicesSection form={form} />
            </SpaceBetween>
          </Form>
        </form>
        {result && (
          <FreightResultsTable result={result} onBook={(q) => navigate(freightQuoteHref(result.quoteId, q.quoteId))} />
        )}
        <FreightShipmentsTable />
      </SpaceBetween>
    </ContentLayout>
  );
}
