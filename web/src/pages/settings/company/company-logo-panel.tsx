import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  COMPANY_MESSAGES,
  type CompanyLogoType,
} from '#domain/company/company-profile.schema';
import { ApiError } from '#web/api/api-error';
import { base64Of } from './use-company-profile';

/** A file's problem before it is sent: its type, then its size (the server checks both again by its bytes). */
export function logoFileProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (!(COMPANY_LOGO_TYPES as readonly string[]).includes(file.type)) return COMPANY_MESSAGES.logoNotImage;
  if (file.size > COMPANY_LOGO_MAX_BYTES) return COMPANY_MESSAGES.logoTooLarge;
  return undefined;
}

/** The logo: the current one, a PNG or JPEG up to 2 MB to replace it, and removing it. */
export function CompanyLogoPanel({
  logoUrl,
  upload,
  remove,
}: {
  logoUrl: string | undefined;
  upload: (input: { contentType: CompanyLogoType; dataBase64: string }) => Promise<unknown>;
  remove: () => Promise<unknown>;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const file = files[0];
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await upload({ contentType: file.type as CompanyLogoType, dataBase64: await base64Of(file) });
      setFiles([]);
      setError(undefined);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors.dataBase64 ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Heads your packing slips and, unless the tracking page has its own, the tracking page."
        >
          Logo
        </Header>
      }
    >
      <SpaceBetween size="l">
        {logoUrl ? (
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <img src={logoUrl} alt="Company logo" style={{ height: 64, maxWidth: 240, objectFit: 'contain' }} />
            <Button onClick={() => void remove()}>Remove logo</Button>
          </SpaceBetween>
        ) : (
          <Box color="text-status-inactive">No logo yet: documents show your company’s initials.</Box>
        )}
        <FormField label="New logo" constraintText="PNG or JPEG, at most 2 MB." errorText={error}>
          <FileUpload
            value={files}
            onChange={(e) => {
              setFiles(e.detail.value);
              const file = e.detail.value[0];
              setError(file ? logoFileProblem(file) : undefined);
            }}
            accept={COMPANY_LOGO_TYPES.join(',')}
            showFileSize
            showFileThumbnail
            i18nStrings={{
              uploadButtonText: () => 'Choose file',
              dropzoneText: () => 'Drop the logo to upload',
              removeFileAriaLabel: () => 'Remove file',
              limitShowFewer: 'Show fewer files',
              limitShowMore: 'Show more files',
              errorIconAriaLabel: 'Error',
            }}
          />
        </FormField>
        <Button
          variant="primary"
          disabled={files.length === 0 || Boolean(error)}
          loading={busy}
          onClick={() => void send()}
        >
          Upload logo
        </Button>
      </SpaceBetween>
    </Container>
  );
}
