import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { CLAIM_DOCUMENT_MAX_BYTES, CLAIM_DOCUMENT_MESSAGES } from '#domain/claims/claim-document.rules';
import { PROTECTION_PHOTO_MESSAGES } from '#domain/protection/protection-claim.rules';
import { ProtectionClaimReceipt } from '#web/pages/tracking/protection-claim-receipt';
import { photoProblem } from '#web/pages/tracking/use-protection-photos';
import { trackingSiteHref, trackingSiteViewOf } from '#web/pages/tracking/tracking-site-view';
import { parseTerms } from '#web/pages/terms/terms-document';
import { TERMS, TermsPage } from '#web/pages/terms/terms-pages';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

describe('the pages of a tracking site (accounts §2 protection-claim, order-protection-terms, full-coverage-terms)', () => {
  it.each([
    [{ pathname: '/track', search: '' }, 'track'],
    [{ pathname: '/track/1ZAAA', search: '' }, 'track'],
    [{ pathname: '/protection-claim', search: '' }, 'protection-claim'],
    [{ pathname: '/protection-claim/', search: '' }, 'protection-claim'],
    [{ pathname: '/order-protection-terms', search: '' }, 'order-protection-terms'],
    [{ pathname: '/full-coverage-terms', search: '' }, 'full-coverage-terms'],
    [{ pathname: '/tracking-page', search: '?subdomain=shop&view=protection-claim' }, 'protection-claim'],
    [{ pathname: '/tracking-page', search: '?subdomain=shop&view=__proto__' }, 'track'],
    [{ pathname: '/orders', search: '' }, 'track'],
  ])('%j is %s', (location, view) => {
    expect(trackingSiteViewOf(location)).toBe(view);
  });

  it('links stay on the site: its own paths on a subdomain, the fallback path with its subdomain otherwise', () => {
    expect(trackingSiteHref({ pathname: '/track', search: '' }, 'protection-claim')).toBe('/protection-claim');
    expect(trackingSiteHref({ pathname: '/protection-claim', search: '' }, 'track')).toBe('/track');
    expect(trackingSiteHref({ pathname: '/tracking-page', search: '?subdomain=shop' }, 'protection-claim')).toBe(
      '/tracking-page?subdomain=shop&view=protection-claim',
    );
    expect(trackingSiteHref({ pathname: '/tracking-page', search: '?subdomain=shop&view=x' }, 'track')).toBe(
      '/tracking-page?subdomain=shop',
    );
  });
});

describe('the terms pages', () => {
  it.each(Object.entries(TERMS))('%s: a title, sections and lists from its file', (_key, { title, source }) => {
    const blocks = parseTerms(source);
    expect(blocks[0]).toEqual({ kind: 'h1', text: title });
    expect(blocks.filter((b) => b.kind === 'h2').length).toBeGreaterThanOrEqual(3);
    expect(blocks.some((b) => b.kind === 'ul')).toBe(true);
    expect(blocks.some((b) => b.kind === 'ol')).toBe(true);
  });

  it('renders headings, list items and bold words', async () => {
    const out = await html(<TermsPage terms="order-protection-terms" />);
    expect(out).toContain('Order protection terms');
    expect(out).toContain('<li>');
    expect(out).toContain('<strong>Reship</strong>');
    expect(parseTerms('# T\n\nA **b** c\nd\n\n- x\n- y\n\n1. one\n2. two')).toEqual([
      { kind: 'h1', text: 'T' },
      { kind: 'p', text: 'A **b** c d' },
      { kind: 'ul', items: ['x', 'y'] },
      { kind: 'ol', items: ['one', 'two'] },
    ]);
  });
});

describe('the receipt after filing', () => {
  it('shows the reference, order number, reason and first name, nothing more', async () => {
    const out = await html(
      <ProtectionClaimReceipt
        receipt={{ claimId: 'c-123', orderNumber: 'SD-1001', reason: 'contents damaged', recipientFirstName: 'Maria' }}
      />,
    );
    for (const text of ['c-123', 'SD-1001', 'Contents damaged', 'Thank you, Maria']) expect(out).toContain(text);
  });
});

describe('a photo before it is sent', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, undefined],
    [{ type: 'image/heic', size: 1000 }, undefined],
    [{ type: 'application/pdf', size: 1000 }, PROTECTION_PHOTO_MESSAGES.contentType],
    [{ type: 'image/png', size: CLAIM_DOCUMENT_MAX_BYTES + 1 }, CLAIM_DOCUMENT_MESSAGES.tooLarge],
  ])('%j: %s', (file, problem) => {
    expect(photoProblem(file)).toBe(problem);
  });
});
