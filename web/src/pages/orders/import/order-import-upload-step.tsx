import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { SPREADSHEET_ACCEPT } from './spreadsheet-file';
import type { OrderImport } from './use-order-import';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const FILE_UPLOAD_I18N = {
  uploadButtonText: () => 'Choose file',
  dropzoneText: () => 'Drop a file to upload',
  removeFileAriaLabel: () => 'Remove file',
  limitShowFewer: 'Show fewer files',
  limitShowMore: 'Show more files',
  errorIconAriaLabel: 'Error',
};

/** Step 1: the CSV file or XLSX workbook, and how much of it was read. */
export function OrderImportUploadStep({ upload }: { upload: OrderImport }) {
  const { sheet } = upload;
  return (
    <Container header={<Header variant="h2">Spreadsheet</Header>}>
      <SpaceBetween size="m">
        <FormField
          label="Orders file"
          errorText={upload.fileError}
          description="One row per order line; rows with the same order number form one order and re-importing updates them."
        >
          <FileUpload
            value={upload.files}
            onChange={({ detail }) => void upload.chooseFile(detail.value)}
            accept={SPREADSHEET_ACCEPT}
            i18nStrings={FILE_UPLOAD_I18N}
            showFileSize
            showFileLastModified
            constraintText="CSV or XLSX"
          />
        </FormField>
        {sheet && (
          <StatusIndicator type="success">
            {plural(sheet.rows.length, 'row')} and {plural(sheet.headers.length, 'column')} read.
          </StatusIndicator>
        )}
      </SpaceBetween>
    </Container>
  );
}
