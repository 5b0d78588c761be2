import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { FieldErrors } from '#web/lib/field-errors';
import { EMPTY_PROFILE, type ClaimProfileValues, type ClaimSettingsFormValues } from './claim-settings-form.values';

export interface ClaimSettingsPanelProps {
  values: ClaimSettingsFormValues;
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
  readOnly: boolean;
}

type TextKey = 'profileName' | 'commodity' | 'lossCause' | 'lossDate';
const TEXT_FIELDS: { key: TextKey; label: string; description?: string; placeholder?: string }[] = [
  { key: 'profileName', label: 'Profile name', placeholder: 'e.g. Frozen seafood' },
  { key: 'commodity', label: 'Commodity - optional' },
  { key: 'lossCause', label: 'Loss cause - optional' },
  { key: 'lossDate', label: 'Loss date - optional', description: 'MM/DD/YYYY; empty means the day the claim is filed' },
];

function ProfileFields({
  index,
  profile,
  errors,
  setField,
  readOnly,
}: {
  index: number;
  profile: ClaimProfileValues;
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
  readOnly: boolean;
}) {
  const path = (key: keyof ClaimProfileValues) => `profiles.${index}.${key}`;
  return (
    <SpaceBetween size="s">
      <ColumnLayout columns={2}>
        {TEXT_FIELDS.map((f) => (
          <FormField key={f.key} label={f.label} description={f.description} errorText={errors[path(f.key)]}>
            <Input
              readOnly={readOnly}
              value={profile[f.key]}
              placeholder={f.placeholder}
              onChange={({ detail }) => setField(path(f.key), detail.value)}
            />
          </FormField>
        ))}
      </ColumnLayout>
      <FormField label="Merchandise description" errorText={errors[path('merchandiseDescription')]} stretch>
        <Textarea
          readOnly={readOnly}
          rows={2}
          value={profile.merchandiseDescription}
          onChange={({ detail }) => setField(path('merchandiseDescription'), detail.value)}
        />
      </FormField>
      <FormField label="Damage description" errorText={errors[path('damageDescription')]} stretch>
        <Textarea
          readOnly={readOnly}
          rows={2}
          value={profile.damageDescription}
          onChange={({ detail }) => setField(path('damageDescription'), detail.value)}
        />
      </FormField>
    </SpaceBetween>
  );
}

/** Claim settings profiles (accounts §3): the descriptions and defaults a new claim starts from. */
export function ClaimProfilesPanel({ values, errors, setField, readOnly }: ClaimSettingsPanelProps) {
  const profiles = values.profiles;
  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={profiles.length ? `(${profiles.length})` : undefined}
          description="The descriptions a claim of this kind of goods starts with, so each claim is filed the same way."
          actions={
            <Button
              formAction="none"
              disabled={readOnly}
              onClick={() => setField('profiles', [...profiles, { ...EMPTY_PROFILE }])}
            >
              Add profile
            </Button>
          }
        >
          Claim profiles
        </Header>
      }
    >
      {profiles.length === 0 ? (
        <Box color="text-status-inactive">No profiles. A new claim then starts from its shipment alone.</Box>
      ) : (
        <SpaceBetween size="l">
          {profiles.map((profile, i) => (
            <Container
              key={i}
              variant="stacked"
              header={
                <Header
                  variant="h3"
                  actions={
                    <Button
                      formAction="none"
                      disabled={readOnly}
                      ariaLabel={`Remove profile ${profile.profileName || i + 1}`}
                      onClick={() =>
                        setField(
                          'profiles',
                          profiles.filter((_, j) => j !== i),
                        )
                      }
                    >
                      Remove
                    </Button>
                  }
                >
                  {profile.profileName || `Profile ${i + 1}`}
                </Header>
              }
            >
              <ProfileFields index={i} profile={profile} errors={errors} setField={setField} readOnly={readOnly} />
            </Container>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}
