import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { useClaimDocumentsReview, type ReviewedDocument } from './use-claim-documents-review';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Preview({ document }: { document: ReviewedDocument }) {
  if (!document.previewUrl) return <Box color="text-body-secondary">No preview: download the file to read it.</Box>;
  return (
    <img
      src={document.previewUrl}
      alt={document.fileName}
      style={{ display: 'block', maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
    />
  );
}

/** The documents the merchant attached to the claim: photographs previewed, every file downloadable. */
export function ClaimDocumentsViewer({ accountId, claimId }: { accountId: string; claimId: string }) {
  const docs = useClaimDocumentsReview(accountId, claimId);
  if (docs.error && !docs.data)
    return (
      <LoadErrorAlert header="The claim's documents could not be loaded" error={docs.error} onRetry={docs.reload} />
    );
  const items = docs.data ?? [];
  return (
    <Cards<ReviewedDocument>
      loading={docs.loading && !docs.data}
      loadingText="Loading documents"
      items={items}
      trackBy="documentId"
      cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 3 }]}
      header={<Header counter={docs.data ? `(${items.length})` : undefined}>Documents</Header>}
      cardDefinition={{
        header: (d) => d.fileName,
        sections: [
          { id: 'preview', content: (d) => <Preview document={d} /> },
          { id: 'type', header: 'Type', content: (d) => d.documentType },
          { id: 'size', header: 'Size', content: (d) => `${size(d.sizeBytes)} · ${d.contentType}` },
          { id: 'uploaded', header: 'Uploaded', content: (d) => new Date(d.uploadedAt).toLocaleString() },
          {
            id: 'download',
            content: (d) => (
              <Button
                variant="inline-link"
                iconName="download"
                ariaLabel={`Download ${d.fileName}`}
                onClick={() => void docs.open(d.documentId)}
              >
                {d.previewUrl ? 'Open full size' : 'Download'}
              </Button>
            ),
          },
        ],
      }}
      empty={<Box color="text-body-secondary">The merchant attached no documents.</Box>}
    />
  );
}
