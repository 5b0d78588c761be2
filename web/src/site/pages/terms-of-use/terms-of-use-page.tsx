import { html, meta } from '../../content/legal/terms-of-use.md';
import { LegalDocument } from '../../layout/legal-document';

export default function TermsOfUsePage() {
  return <LegalDocument meta={meta} html={html} />;
}
