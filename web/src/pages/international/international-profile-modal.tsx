import { useEffect, useState } from 'react';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { TEXT_MAX } from '#domain/validation/bounded.schema';
import type { InternationalProfileRequest, InternationalProfileView } from '#api/international';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  NON_DELIVERY_LABELS,
  NON_DELIVERY_OPTIONS,
  type ContentType,
  type NonDeliveryOption,
} from '#domain/constants/customs.constants';
import { PROFILE_DESCRIPTION_MAX } from '#domain/international/international-profile-form.schema';
import { INTERNATIONAL_PROFILE_MESSAGES } from '#domain/international/international-profiles.rules';
import { ApiError } from '#web/api/api-error';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { ModalFooter } from '#web/components/modal-footer';
import { SearchSelect } from '#web/components/search-select';
import { EMPTY_PROFILE, checkProfileForm, profileToFormValues, type ProfileFormValues } from './profile-form.values';
import { useHtsCodeSearch } from './use-hts-code-search';

const CONTENT_OPTIONS = CONTENT_TYPES.map((v) => ({ value: v, label: CONTENT_TYPE_LABELS[v] }));
const NON_DELIVERY = NON_DELIVERY_OPTIONS.map((v) => ({ value: v, label: NON_DELIVERY_LABELS[v] }));

/** Create or edit one profile; field messages come from the shared rule, then from the server's 400. */
export function InternationalProfileModal({
  visible,
  editing,
  onDismiss,
  onSave,
}: {
  visible: boolean;
  /** The profile edited; null creates one. */
  editing: InternationalProfileView | null;
  onDismiss: () => void;
  onSave: (id: string | null, body: InternationalProfileRequest) => Promise<unknown>;
}) {
  const { notify, reportError } = useNotifications();
  const htsCodes = useHtsCodeSearch();
  const [values, setValues] = useState<ProfileFormValues>(EMPTY_PROFILE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!visible) return;
    setValues(editing ? profileToFormValues(editing) : EMPTY_PROFILE);
    setErrors({});
  }, [visible, editing]);
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    const checked = checkProfileForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setSaving(true);
    try {
      await onSave(editing?.id ?? null, checked.request);
      notify({ type: 'success', content: INTERNATIONAL_PROFILE_MESSAGES.saved });
      onDismiss();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length) setErrors(e.fieldErrors);
      reportError(e, { header: INTERNATIONAL_PROFILE_MESSAGES.saveFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      size="large"
      header={editing ? 'Edit international profile' : 'Create international profile'}
      footer={<ModalFooter onCancel={onDismiss} onConfirm={() => void submit()} confirmLabel="Save" loading={saving} />}
    >
      <Form>
        <SpaceBetween size="m">
          <ColumnLayout columns={2}>
            <FormField label="Name" errorText={errors.profileName}>
              <Input value={values.profileName} onChange={(e) => set('profileName', e.detail.value)} />
            </FormField>
            <FormField label="Quantity" errorText={errors.quantity}>
              <Input type="number" value={values.quantity} onChange={(e) => set('quantity', e.detail.value)} />
            </FormField>
            <FormField label="Content type" errorText={errors.contentType}>
              <Select
                placeholder="Choose"
                selectedOption={CONTENT_OPTIONS.find((o) => o.value === values.contentType) ?? null}
                options={CONTENT_OPTIONS}
                onChange={(e) => set('contentType', e.detail.selectedOption.value as ContentType)}
              />
            </FormField>
            <FormField label="Non-delivery" errorText={errors.nonDelivery}>
              <Select
                placeholder="Choose"
                selectedOption={NON_DELIVERY.find((o) => o.value === values.nonDelivery) ?? null}
                options={NON_DELIVERY}
                onChange={(e) => set('nonDelivery', e.detail.selectedOption.value as NonDeliveryOption)}
              />
            </FormField>
            <FormField label="HTS code" errorText={errors.htsCode ?? errors['htsCode.value']}>
              <SearchSelect
                load={htsCodes}
                placeholder="Search HTS codes"
                ariaLabel="HTS code"
                invalid={Boolean(errors.htsCode ?? errors['htsCode.value'])}
                selected={values.htsCode ? { value: values.htsCode.value, label: values.htsCode.label } : null}
                onChange={(o) =>
                  set('htsCode', {
                    label: `${o.item.code} ${o.item.description}`.slice(0, TEXT_MAX.id),
                    value: o.item.code,
                    description: o.item.description.slice(0, PROFILE_DESCRIPTION_MAX),
                  })
                }
              />
            </FormField>
            <FormField
              label="Country of origin"
              constraintText="Two letters, e.g. US"
              errorText={errors.countryOfOrigin}
            >
              <Input
                value={values.countryOfOrigin}
                onChange={(e) => set('countryOfOrigin', e.detail.value.toUpperCase())}
              />
            </FormField>
          </ColumnLayout>
          <FormField
            label="Description"
            constraintText={`${values.description.length}/${PROFILE_DESCRIPTION_MAX} characters`}
            errorText={errors.description}
          >
            <Textarea value={values.description} onChange={(e) => set('description', e.detail.value)} />
          </FormField>
          <FormField errorText={errors.isDefault}>
            <Checkbox checked={values.isDefault} onChange={(e) => set('isDefault', e.detail.checked)}>
              Default profile for new international shipments
            </Checkbox>
          </FormField>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
