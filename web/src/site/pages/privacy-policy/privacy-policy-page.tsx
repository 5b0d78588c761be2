import { html, meta } from '../../content/legal/privacy-policy.md';
import { LegalDocument } from '../../layout/legal-document';

export default function PrivacyPolicyPage() {
  return <LegalDocument meta={meta} html={html} />;
}
