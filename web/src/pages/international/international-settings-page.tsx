import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { InternationalProfileView } from '#api/international';
import { INTERNATIONAL_PROFILE_MESSAGES } from '#domain/international/international-profiles.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { DeleteConfirmModal } from '#web/components/delete-confirm-modal';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { GuardedPage } from '#web/components/permission-guard';
import { InternationalProfileModal } from './international-profile-modal';
import { InternationalProfilesTable } from './international-profiles-table';
import { useInternationalProfiles } from './use-international-profiles';

const EDIT_OPTIONS: ['edit_options'] = ['edit_options'];

/** Settings › International settings (`/settings/international`, accounts §3): the account's international profiles. */
export function InternationalSettingsPage() {
  return (
    <GuardedPage required={EDIT_OPTIONS} notAllowed="editing options">
      <InternationalSettings />
    </GuardedPage>
  );
}

function InternationalSettings() {
  const profiles = useInternationalProfiles();
  const { notify, reportError } = useNotifications();
  const [selected, setSelected] = useState<InternationalProfileView | null>(null);
  const [editor, setEditor] = useState<{ editing: InternationalProfileView | null } | null>(null);
  const [deleting, setDeleting] = useState<InternationalProfileView | null>(null);

  async function confirmDelete(p: InternationalProfileView) {
    setDeleting(null);
    try {
      await profiles.remove(p.id);
      setSelected(null);
      notify({ type: 'success', content: INTERNATIONAL_PROFILE_MESSAGES.deleted });
    } catch (e) {
      reportError(e, { header: INTERNATIONAL_PROFILE_MESSAGES.deleteFailed });
    }
  }

  return (
    <ContentLayout header={<Header variant="h1">International settings</Header>}>
      <SpaceBetween size="l">
        {profiles.error && (
          <LoadErrorAlert
            header="Could not load the international profiles"
            error={profiles.error}
            onRetry={() => void profiles.reload()}
          />
        )}
        <InternationalProfilesTable
          profiles={profiles.profiles}
          loading={profiles.loading && !profiles.data}
          selected={selected}
          onSelect={setSelected}
          onCreate={() => setEditor({ editing: null })}
          onEdit={(p) => setEditor({ editing: p })}
          onDelete={setDeleting}
        />
      </SpaceBetween>
      <InternationalProfileModal
        visible={editor !== null}
        editing={editor?.editing ?? null}
        onDismiss={() => setEditor(null)}
        onSave={async (id, body) => {
          const saved = await profiles.save(id, body);
          setSelected(null);
          return saved;
        }}
      />
      <DeleteConfirmModal
        visible={deleting !== null}
        singular="profile"
        plural="profiles"
        names={deleting ? [deleting.profileName] : []}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </ContentLayout>
  );
}
