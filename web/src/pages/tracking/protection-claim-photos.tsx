import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { PROTECTION_PHOTOS_MAX } from '#domain/protection/protection-claim.rules';
import { CLAIM_DOCUMENT_MAX_BYTES } from '#domain/claims/claim-document.rules';
import { useProtectionPhotos, type PhotoProof } from './use-protection-photos';

const FILE_UPLOAD_I18N = {
  uploadButtonText: (multiple: boolean) => (multiple ? 'Choose photos' : 'Choose photo'),
  dropzoneText: () => 'Drop photos to upload',
  removeFileAriaLabel: () => 'Remove photo',
  limitShowFewer: 'Show fewer photos',
  limitShowMore: 'Show more photos',
  errorIconAriaLabel: 'Error',
};

/** Photos of what arrived, added to the filed claim: each shows whether it was kept. */
export function ProtectionClaimPhotos({ proof, apiBaseUrl }: { proof: PhotoProof; apiBaseUrl: string }) {
  const { photos, add, full } = useProtectionPhotos(proof, apiBaseUrl);
  return (
    <FormField
      label="Photos"
      description="Photos of the box and what was inside help the store decide."
      constraintText={`JPEG, PNG, HEIC or WEBP, up to ${CLAIM_DOCUMENT_MAX_BYTES / 1024 / 1024} MB each, at most ${PROTECTION_PHOTOS_MAX}.`}
    >
      <SpaceBetween size="s">
        {!full && (
          <FileUpload
            value={[]}
            multiple
            accept="image/jpeg,image/png,image/heic,image/webp"
            onChange={({ detail }) => void add(detail.value)}
            i18nStrings={FILE_UPLOAD_I18N}
          />
        )}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Uploaded photos">
          {photos.map((p, i) => (
            <li key={`${p.file.name}-${i}`}>
              <StatusIndicator type={p.status === 'done' ? 'success' : p.status === 'error' ? 'error' : 'in-progress'}>
                {p.file.name}
                {p.status === 'done' ? ' added' : p.status === 'error' ? `: ${p.error}` : ' uploading…'}
              </StatusIndicator>
            </li>
          ))}
        </ul>
      </SpaceBetween>
    </FormField>
  );
}
