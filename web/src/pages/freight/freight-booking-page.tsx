import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { palletsText, transitText } from '#domain/freight/freight-expiry.rules';
import { formatCents } from '#domain/money/cents.rules';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { GuardedPage } from '#web/components/permission-guard';
import { PageLoading } from '#web/components/page-loading';
import { BookedShipment } from './freight-booked-shipment';
import { EMPTY_CONTACTS, useFreightBooking, type FreightContacts } from './use-freight-booking';

/** The contacts printed on the bill of lading, then Book. */
function BookingForm({
  onBook,
  booking,
  errors,
}: {
  onBook: (contacts: FreightContacts) => void;
  booking: boolean;
  errors: Record<string, string>;
}) {
  const [contacts, setContacts] = useState<FreightContacts>(EMPTY_CONTACTS);
  const field = (key: keyof FreightContacts, label: string, errorKey: string) => (
    <FormField label={label} errorText={errors[errorKey]}>
      <Input value={contacts[key]} onChange={(e) => setContacts({ ...contacts, [key]: e.detail.value })} />
    </FormField>
  );
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Form
        actions={
          <Button variant="primary" loading={booking} onClick={() => onBook(contacts)}>
            Book
          </Button>
        }
      >
        <Container header={<Header variant="h2">Contacts on the bill of lading</Header>}>
          <SpaceBetween size="m">
            <ColumnLayout columns={2}>
              {field('shipperName', 'Shipper contact', 'shipper.name')}
              {field('shipperPhone', 'Shipper phone', 'shipper.phone')}
              {field('consigneeName', 'Consignee contact', 'consignee.name')}
              {field('consigneePhone', 'Consignee phone', 'consignee.phone')}
            </ColumnLayout>
            {field('reference', 'Reference (order or PO number)', 'reference')}
            <FormField label="Special instructions" errorText={errors.specialInstructions}>
              <Textarea
                value={contacts.specialInstructions}
                onChange={(e) => setContacts({ ...contacts, specialInstructions: e.detail.value })}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

/** /freight/quotes/{quoteId}?offer=…: the offer the merchant picked, booked once, then its PRO and documents. */
export function FreightBookingPage() {
  return (
    <GuardedPage required={['purchase_orders']} notAllowed="buying shipping">
      <FreightBooking />
    </GuardedPage>
  );
}

function FreightBooking() {
  const { quoteId = '' } = useParams();
  const [params] = useSearchParams();
  const b = useFreightBooking(quoteId, params.get('offer') ?? undefined);
  if (b.error && !b.quote)
    return <LoadErrorAlert header="Could not load the quote" error={b.error} onRetry={b.reload} />;
  if (!b.quote) return <PageLoading />;
  const { quote, offer } = b;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${quote.request.origin.city}, ${quote.request.origin.state} → ${quote.request.destination.city}, ${quote.request.destination.state} · ${palletsText(quote.request.pallets)}, ${quote.request.totalWeightLb} lb · ${quote.request.loadType}`}
        >
          Book freight
        </Header>
      }
    >
      <SpaceBetween size="l">
        {b.shipment ? (
          <BookedShipment shipment={b.shipment} />
        ) : offer ? (
          <>
            {b.repriced && (
              <Alert type="warning" header="The carrier has a new price">
                The quote had expired. {offer.carrierName} now asks {formatCents(offer.totalCents)} (was{' '}
                {formatCents(b.repriced.previousTotalCents)}). Book again to accept it.
              </Alert>
            )}
            <Container header={<Header variant="h2">{offer.carrierName}</Header>}>
              <KeyValuePairs
                columns={4}
                items={[
                  { label: 'SCAC', value: offer.scac },
                  { label: 'Total', value: formatCents(offer.totalCents) },
                  { label: 'Accessorials', value: formatCents(offer.accessorialCents) },
                  { label: 'Transit', value: transitText(offer.transitDaysMin, offer.transitDaysMax) },
                ]}
              />
            </Container>
            <BookingForm onBook={(c) => void b.book(c)} booking={b.booking} errors={b.errors} />
          </>
        ) : (
          <Alert type="info">No carrier offered this shipment. Quote it again from the Freight page.</Alert>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
