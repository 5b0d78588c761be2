import { useMemo } from 'react';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import {
  renderSubject,
  renderTrackingEmailHtml,
  sampleTrackingEmailContent,
} from '#domain/tracking/tracking-email-render.rules';
import { formValuesToTemplate, type TemplateFormValues } from './template-form.values';

/**
 * The live preview: the same pure renderer the emails worker sends with, on a sample order, in a
 * fully sandboxed frame (no scripts, no same origin), so nothing a merchant types runs here either.
 */
export function TemplatePreview({
  status,
  values,
  companyName,
}: {
  status: TrackingEmailStatus;
  values: TemplateFormValues;
  companyName: string;
}) {
  const { subject, html } = useMemo(() => {
    const template = formValuesToTemplate(values);
    const content = sampleTrackingEmailContent(status, companyName);
    return { subject: renderSubject(template.subject, content), html: renderTrackingEmailHtml(template, content) };
  }, [values, status, companyName]);
  return (
    <Container
      header={
        <Header variant="h2" description={`Subject: ${subject}`}>
          Preview
        </Header>
      }
    >
      <iframe
        title="Email preview"
        data-testid="template-preview"
        sandbox=""
        srcDoc={html}
        style={{ width: '100%', height: 900, border: '1px solid #e9ebed', borderRadius: 8, background: '#ffffff' }}
      />
    </Container>
  );
}
