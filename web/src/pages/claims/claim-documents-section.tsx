import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { CLAIM_DOCUMENT_TYPES, type ClaimDocumentType } from '#domain/claims/claim.schema';
import { CLAIM_DOCUMENT_CONTENT_TYPES, CLAIM_DOCUMENT_MAX_BYTES } from '#domain/claims/claim-document.rules';
import type { ClaimDocumentView } from '#web/api/claims-api';
import { FormSection } from '#web/components/form-section';
import { useClaimDocuments } from './use-claim-documents';

const TYPE_OPTIONS = CLAIM_DOCUMENT_TYPES.map((t) => ({ value: t, label: t }));
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The claim's documents (accounts §3: Original Invoice, Reship Invoice, Photograph, Other) and their upload. */
export function ClaimDocumentsSection({
  claimId,
  documents,
  editable,
  onChanged,
}: {
  claimId: string;
  documents: readonly ClaimDocumentView[];
  editable: boolean;
  onChanged: () => Promise<void> | void;
}) {
  const docs = useClaimDocuments(claimId, onChanged);
  const [documentType, setDocumentType] = useState<ClaimDocumentType>('Photograph');
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FormSection title="Documents" description="Photos of the damage and packaging, the original and reship invoices.">
      <SpaceBetween size="m">
        <Table<ClaimDocumentView>
          variant="embedded"
          items={[...documents]}
          trackBy="documentId"
          columnDefinitions={[
            { id: 'type', header: 'Type', cell: (d) => d.documentType },
            { id: 'name', header: 'File', cell: (d) => d.fileName },
            { id: 'size', header: 'Size', cell: (d) => kb(d.sizeBytes) },
            {
              id: 'actions',
              header: 'Actions',
              cell: (d) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button variant="inline-link" formAction="none" onClick={() => void docs.open(d.documentId)}>
                    Open
                  </Button>
                  {editable && (
                    <Button variant="inline-link" formAction="none" onClick={() => void docs.remove(d.documentId)}>
                      Remove
                    </Button>
                  )}
                </SpaceBetween>
              ),
            },
          ]}
          empty={<Box color="text-body-secondary">No documents yet.</Box>}
          ariaLabels={{ tableLabel: 'Claim documents' }}
        />
        {editable && (
          <SpaceBetween size="s">
            <FormField label="Document type">
              <Select
                selectedOption={{ value: documentType, label: documentType }}
                options={TYPE_OPTIONS}
                onChange={({ detail }) => setDocumentType(detail.selectedOption.value as ClaimDocumentType)}
              />
            </FormField>
            <FormField
              label="Files"
              description={`PDF, JPEG, PNG, HEIC or WEBP, up to ${CLAIM_DOCUMENT_MAX_BYTES / 1024 / 1024} MB each.`}
            >
              <FileUpload
                multiple
                value={files}
                accept={CLAIM_DOCUMENT_CONTENT_TYPES.join(',')}
                onChange={({ detail }) => setFiles(detail.value)}
                showFileSize
                i18nStrings={{
                  uploadButtonText: (multiple) => (multiple ? 'Choose files' : 'Choose file'),
                  dropzoneText: (multiple) => (multiple ? 'Drop files to upload' : 'Drop file to upload'),
                  removeFileAriaLabel: (i) => `Remove file ${i + 1}`,
                  limitShowFewer: 'Show fewer files',
                  limitShowMore: 'Show more files',
                  errorIconAriaLabel: 'Error',
                }}
              />
            </FormField>
            {docs.progress && (
              <ProgressBar value={docs.progress.percent} label="Uploading" description={docs.progress.fileName} />
            )}
            <Button
              formAction="none"
              disabled={files.length === 0 || docs.progress !== null}
              loading={docs.progress !== null}
              onClick={() => void docs.upload(files, documentType).then(() => setFiles([]))}
            >
              Upload
            </Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </FormSection>
  );
}
