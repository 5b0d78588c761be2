import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import type { ClaimBlock, ClaimBlockName } from '#domain/claims/claim-prefill.rules';

const FIELDS: { key: keyof ClaimBlock; label: string }[] = [
  { key: 'fullName', label: 'Name' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'emailAddress', label: 'Email' },
  { key: 'addressLine1', label: 'Address line 1' },
  { key: 'addressLine2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'postalCode', label: 'ZIP code' },
  { key: 'country', label: 'Country' },
];

export const CLAIM_BLOCK_TITLES: Record<ClaimBlockName, string> = {
  contactDetails: 'Contact',
  senderDetails: 'Sender',
  recipientDetails: 'Recipient',
  payeeDetails: 'Payee',
};

/** One contact / sender / recipient / payee block (accounts §3), folded: it is prefilled and rarely changed. */
export function ClaimBlockSection({
  name,
  block,
  errors,
  onChange,
  defaultExpanded,
}: {
  name: ClaimBlockName;
  block: ClaimBlock;
  errors: Record<string, string>;
  onChange: (next: ClaimBlock) => void;
  defaultExpanded?: boolean;
}) {
  const hasError = FIELDS.some((f) => errors[`${name}.${f.key}`]);
  return (
    <ExpandableSection
      variant="container"
      headerText={CLAIM_BLOCK_TITLES[name]}
      headerDescription={[block.fullName, block.city, block.state].filter(Boolean).join(', ')}
      defaultExpanded={defaultExpanded || hasError}
    >
      <ColumnLayout columns={3}>
        {FIELDS.map((f) => (
          <FormField key={f.key} label={f.label} errorText={errors[`${name}.${f.key}`]}>
            <Input value={block[f.key]} onChange={({ detail }) => onChange({ ...block, [f.key]: detail.value })} />
          </FormField>
        ))}
      </ColumnLayout>
    </ExpandableSection>
  );
}
