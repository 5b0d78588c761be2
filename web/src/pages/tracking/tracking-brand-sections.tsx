import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TrackingPageBrandingView } from '#api/tracking-page';
import { formatPrice } from '#domain/tracking/tracking-email-render.rules';

type Branding = TrackingPageBrandingView;

function Faq({ faq }: { faq: Branding['faq'] }) {
  if (!faq.isActive || faq.questions.length === 0) return null;
  return (
    <Container header={<Header variant="h2">Frequently asked questions</Header>} data-testid="tracking-faq">
      <SpaceBetween size="xs">
        {faq.questions.map((q, i) => (
          <ExpandableSection key={i} headerText={q.question} variant="footer">
            {q.answer}
          </ExpandableSection>
        ))}
      </SpaceBetween>
    </Container>
  );
}

function Upsell({ upsell, color }: { upsell: Branding['productUpsell']; color: string }) {
  if (!upsell.isActive || upsell.products.length === 0) return null;
  return (
    <Container header={<Header variant="h2">You might also like</Header>} data-testid="tracking-upsell">
      <ColumnLayout columns={Math.min(upsell.products.length, 3)} minColumnWidth={160}>
        {upsell.products.map((p, i) => (
          <SpaceBetween key={i} size="xs" alignItems="center">
            {p.image && (
              <img
                src={p.image}
                alt=""
                referrerPolicy="no-referrer"
                style={{ width: 140, height: 140, objectFit: 'cover', borderRadius: 8, background: '#f4f4f4' }}
              />
            )}
            <Box fontWeight="bold">{p.name}</Box>
            <span style={{ color }}>{formatPrice(p.price)}</span>
            <Button href={p.url} target="_blank" rel="noopener noreferrer" iconName="external" iconAlign="right">
              Shop now
            </Button>
          </SpaceBetween>
        ))}
      </ColumnLayout>
    </Container>
  );
}

function Contact({ contact, companyName }: { contact: Branding['contact']; companyName: string }) {
  if (!contact.email && !contact.phone && !contact.url) return null;
  const site = /^https?:\/\//i.test(contact.url) ? contact.url : `https://${contact.url}`;
  return (
    <Container header={<Header variant="h2">Questions about your order?</Header>} data-testid="tracking-contact">
      <SpaceBetween size="xs">
        <Box>Contact {companyName || 'us'}:</Box>
        {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
        {contact.phone && <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>}
        {contact.url && (
          <Link href={site} external>
            {contact.url}
          </Link>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** The merchant's sections around the journey: FAQ, products to buy again, how to reach them. */
export function TrackingBrandSections({ branding }: { branding: Branding }) {
  return (
    <SpaceBetween size="l">
      <Faq faq={branding.faq} />
      <Upsell upsell={branding.productUpsell} color={branding.colors.details} />
      <Contact contact={branding.contact} companyName={branding.companyName} />
    </SpaceBetween>
  );
}
