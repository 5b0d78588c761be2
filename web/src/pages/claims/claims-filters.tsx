import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CLAIM_FILERS, type ClaimFiler } from '#domain/claims/claim-record';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import { CLAIM_STATUS_OPTIONS } from './claim-status';
import { CLAIM_FILER_LABELS } from './table-config';

const ALL_STATUSES = { value: '', label: 'All statuses' };
const ALL_SOURCES = { value: '', label: 'All sources' };
const SOURCE_OPTIONS = CLAIM_FILERS.map((value) => ({ value, label: CLAIM_FILER_LABELS[value] }));

/** The claims list's filters: status, and who filed (the merchant, or a shopper's order protection). */
export function ClaimsFilters({
  status,
  filer,
  onStatus,
  onFiler,
}: {
  status: ClaimStatus | undefined;
  filer: ClaimFiler | undefined;
  onStatus: (next: ClaimStatus | undefined) => void;
  onFiler: (next: ClaimFiler | undefined) => void;
}) {
  return (
    <SpaceBetween direction="horizontal" size="m">
      <FormField label="Status">
        <Select
          selectedOption={CLAIM_STATUS_OPTIONS.find((o) => o.value === status) ?? ALL_STATUSES}
          options={[ALL_STATUSES, ...CLAIM_STATUS_OPTIONS]}
          onChange={({ detail }) => onStatus((detail.selectedOption.value || undefined) as ClaimStatus | undefined)}
          ariaLabel="Filter claims by status"
        />
      </FormField>
      <FormField label="Source">
        <Select
          selectedOption={SOURCE_OPTIONS.find((o) => o.value === filer) ?? ALL_SOURCES}
          options={[ALL_SOURCES, ...SOURCE_OPTIONS]}
          onChange={({ detail }) => onFiler((detail.selectedOption.value || undefined) as ClaimFiler | undefined)}
          ariaLabel="Filter claims by source"
        />
      </FormField>
    </SpaceBetween>
  );
}
