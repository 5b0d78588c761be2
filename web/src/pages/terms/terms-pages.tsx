import Container from '@cloudscape-design/components/container';
import { useEffect } from 'react';
import fullCoverageTerms from './content/full-coverage-terms.md?raw';
import orderProtectionTerms from './content/order-protection-terms.md?raw';
import { TermsDocument } from './terms-document';

/** accounts §2: the public terms pages, their text kept as files beside this one. */
export const TERMS = {
  'order-protection-terms': { title: 'Order protection terms', source: orderProtectionTerms },
  'full-coverage-terms': { title: 'Full coverage terms', source: fullCoverageTerms },
} as const;
export type TermsKey = keyof typeof TERMS;

/** One terms page's text in a container: inside the tracking site's frame, or on its own on the public web. */
export function TermsPage({ terms }: { terms: TermsKey }) {
  const { title, source } = TERMS[terms];
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Container data-testid="terms-page">
      <TermsDocument source={source} />
    </Container>
  );
}

/** A terms page on the app's own origin, outside sign-in: a plain centred column. */
export function PublicTermsPage({ terms }: { terms: TermsKey }) {
  return (
    <main style={{ maxWidth: 860, margin: '0 auto', padding: '32px 16px 48px' }}>
      <TermsPage terms={terms} />
    </main>
  );
}
