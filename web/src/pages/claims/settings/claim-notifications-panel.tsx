import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import type { ClaimSettingsPanelProps } from './claim-profiles-panel';
import { EMPTY_RECIPIENT, NOTIFIED_STATUSES, type ClaimRecipientValues } from './claim-settings-form.values';

function StatusRecipients({
  status,
  label,
  values,
  errors,
  setField,
  readOnly,
}: ClaimSettingsPanelProps & { status: ClaimStatus; label: string }) {
  const items = values.notifications[status] ?? [];
  const path = `notifications.${status}`;
  const setItem = (index: number, change: Partial<ClaimRecipientValues>) =>
    setField(
      path,
      items.map((r, i) => (i === index ? { ...r, ...change } : r)),
    );
  return (
    <FormField label={label} stretch>
      <AttributeEditor<ClaimRecipientValues>
        items={items}
        addButtonText="Add recipient"
        removeButtonText="Remove"
        disableAddButton={readOnly}
        onAddButtonClick={() => setField(path, [...items, { ...EMPTY_RECIPIENT }])}
        onRemoveButtonClick={(e) =>
          setField(
            path,
            items.filter((_, i) => i !== e.detail.itemIndex),
          )
        }
        empty="No one is emailed."
        definition={[
          {
            label: 'Name - optional',
            errorText: (_r, i) => errors[`${path}.${i}.label`],
            control: (r, i) => (
              <Input
                readOnly={readOnly}
                value={r.label}
                placeholder="e.g. Operations"
                ariaLabel={`${label} recipient ${i + 1} name`}
                onChange={({ detail }) => setItem(i, { label: detail.value })}
              />
            ),
          },
          {
            label: 'Email',
            errorText: (_r, i) => errors[`${path}.${i}.value`],
            control: (r, i) => (
              <Input
                readOnly={readOnly}
                type="email"
                value={r.value}
                placeholder="name@example.com"
                ariaLabel={`${label} recipient ${i + 1} email`}
                onChange={({ detail }) => setItem(i, { value: detail.value })}
              />
            ),
          },
        ]}
      />
    </FormField>
  );
}

/** Who is emailed when a claim reaches each status (accounts §3 notifications keyed by claim status). */
export function ClaimNotificationsPanel(props: ClaimSettingsPanelProps) {
  return (
    <Container
      header={
        <Header variant="h2" description="Who is emailed when one of your claims reaches each status.">
          Status notifications
        </Header>
      }
    >
      <SpaceBetween size="l">
        {NOTIFIED_STATUSES.map(({ status, label }) => (
          <StatusRecipients key={status} status={status} label={label} {...props} />
        ))}
      </SpaceBetween>
    </Container>
  );
}
