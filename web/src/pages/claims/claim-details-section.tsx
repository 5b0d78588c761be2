import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import type { ClaimForm } from '#domain/claims/claim-draft-form.rules';
import { FormSection } from '#web/components/form-section';

type Details = ClaimForm['claimDetails'];
type TextKey = 'bol' | 'carrier' | 'service' | 'shipDate' | 'lossDate' | 'lossCause' | 'commodity' | 'referenceNumber';

const TEXT_FIELDS: { key: TextKey; label: string; description?: string }[] = [
  { key: 'bol', label: 'Tracking number (BOL)' },
  { key: 'carrier', label: 'Carrier' },
  { key: 'service', label: 'Service' },
  { key: 'shipDate', label: 'Ship date', description: 'MM/DD/YYYY' },
  { key: 'lossDate', label: 'Loss date', description: 'MM/DD/YYYY' },
  { key: 'lossCause', label: 'Loss cause' },
  { key: 'commodity', label: 'Commodity' },
  { key: 'referenceNumber', label: 'Reference number' },
];

/** The claim's details (accounts §3 claimDetails), with each field's message from the checks. */
export function ClaimDetailsSection({
  details,
  errors,
  onChange,
}: {
  details: Details;
  errors: Record<string, string>;
  onChange: (next: Details) => void;
}) {
  const set = <K extends keyof Details>(key: K, value: Details[K]) => onChange({ ...details, [key]: value });
  const err = (key: string) => errors[`claimDetails.${key}`];
  return (
    <FormSection title="Claim details" description="What was lost or damaged, when, and what it was worth.">
      <ColumnLayout columns={2}>
        {TEXT_FIELDS.map((f) => (
          <FormField key={f.key} label={f.label} description={f.description} errorText={err(f.key)}>
            <Input value={details[f.key]} onChange={({ detail }) => set(f.key, detail.value)} />
          </FormField>
        ))}
        <FormField label="Merchandise amount ($)" errorText={err('merchandiseAmount')}>
          <Input
            type="number"
            inputMode="decimal"
            value={String(details.merchandiseAmount)}
            onChange={({ detail }) => set('merchandiseAmount', Number(detail.value))}
          />
        </FormField>
        <FormField label="Quantity" errorText={err('quantity')}>
          <Input
            type="number"
            inputMode="numeric"
            value={String(details.quantity)}
            onChange={({ detail }) => set('quantity', Number(detail.value))}
          />
        </FormField>
      </ColumnLayout>
      <FormField label="Merchandise description" errorText={err('merchandiseDescription')} stretch>
        <Textarea
          value={details.merchandiseDescription}
          rows={2}
          onChange={({ detail }) => set('merchandiseDescription', detail.value)}
        />
      </FormField>
      <FormField
        label="Damage description"
        description="Required when the loss cause is damage"
        errorText={err('damageDescription')}
        stretch
      >
        <Textarea
          value={details.damageDescription}
          rows={2}
          onChange={({ detail }) => set('damageDescription', detail.value)}
        />
      </FormField>
      <FormField label="Additional notes" errorText={err('additionalNotes')} stretch>
        <Textarea
          value={details.additionalNotes}
          rows={2}
          onChange={({ detail }) => set('additionalNotes', detail.value)}
        />
      </FormField>
      <Checkbox checked={details.repairable === true} onChange={({ detail }) => set('repairable', detail.checked)}>
        The goods can be repaired
      </Checkbox>
    </FormSection>
  );
}
