import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { VersionedForm } from '#web/components/versioned-form';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useServerSave } from '#web/hooks/use-server-save';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import type { FieldErrors } from '#web/lib/field-errors';

/** What each panel of a settings form receives. */
export interface SettingsPanelProps<T> {
  values: T;
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
  readOnly: boolean;
}

/**
 * A settings page's form body: the values checked by the page's schema, saved against the version that was
 * read (a conflict offers a reload), the unsaved-changes prompt, and a success note, around the page's panels.
 */
export function SettingsForm<T extends object>({
  title,
  description,
  readOnlyNotice,
  savedMessage,
  conflictMessage,
  schema,
  initialValues,
  readOnly,
  save,
  reload,
  children,
}: {
  title: string;
  description: string;
  readOnlyNotice: string;
  savedMessage: string;
  conflictMessage: string;
  schema: z.ZodType;
  initialValues: () => T;
  readOnly: boolean;
  save: (values: T) => Promise<unknown>;
  reload: () => void;
  children: (panel: SettingsPanelProps<T>) => ReactNode;
}) {
  const { notify } = useNotifications();
  const [initial] = useState(initialValues);
  const form = useSchemaForm(schema, initial);
  const unsaved = useUnsavedChanges(initial, form.values);
  const server = useServerSave(form);

  const submit = () =>
    server.save(async () => {
      await save(form.values);
      notify({ type: 'success', content: savedMessage });
      unsaved.allowLeave();
      reload();
    });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description}>
          {title}
        </Header>
      }
    >
      <VersionedForm
        readOnly={readOnly}
        readOnlyNotice={readOnlyNotice}
        formError={server.formError}
        conflictMessage={conflictMessage}
        submitting={server.submitting}
        dirty={unsaved.dirty}
        saveLabel="Save settings"
        onSubmit={() => void submit()}
        onReset={() => form.reset()}
        onReload={reload}
      >
        {children({ values: form.values, errors: form.errors, setField: form.setField, readOnly })}
      </VersionedForm>
      {unsaved.prompt}
    </ContentLayout>
  );
}
