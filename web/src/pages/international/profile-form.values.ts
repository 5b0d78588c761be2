import type { InternationalProfileRequest, InternationalProfileView } from '#api/international';
import { internationalProfileFormSchema } from '#domain/international/international-profile-form.schema';
import type { ContentType, NonDeliveryOption } from '#domain/constants/customs.constants';
import { fieldErrorsOf } from '#domain/validation/field-errors.rules';

/** The profile editor's fields as the inputs hold them (text), before the shared schema checks them. */
export interface ProfileFormValues {
  profileName: string;
  description: string;
  contentType?: ContentType;
  nonDelivery?: NonDeliveryOption;
  htsCode: { label: string; value: string; description: string } | null;
  quantity: string;
  countryOfOrigin: string;
  isDefault: boolean;
}

export const EMPTY_PROFILE: ProfileFormValues = {
  profileName: '',
  description: '',
  htsCode: null,
  quantity: '1',
  countryOfOrigin: '',
  isDefault: false,
};

export function profileToFormValues(p: InternationalProfileView): ProfileFormValues {
  return {
    profileName: p.profileName,
    description: p.description,
    contentType: p.contentType,
    nonDelivery: p.nonDelivery,
    htsCode: p.htsCode ? { label: p.htsCode.label, value: p.htsCode.value, description: p.htsCode.description } : null,
    quantity: p.quantity === undefined ? '' : String(p.quantity),
    countryOfOrigin: p.countryOfOrigin ?? '',
    isDefault: p.isDefault,
  };
}

/** The request the values make, or the field messages of the same shared rule the API applies. */
export function checkProfileForm(
  values: ProfileFormValues,
): { ok: true; request: InternationalProfileRequest } | { ok: false; errors: Record<string, string> } {
  const request = {
    profileName: values.profileName,
    description: values.description,
    ...(values.contentType ? { contentType: values.contentType } : {}),
    ...(values.nonDelivery ? { nonDelivery: values.nonDelivery } : {}),
    htsCode: values.htsCode ?? undefined,
    quantity: values.quantity.trim() === '' ? undefined : values.quantity,
    ...(values.countryOfOrigin.trim() ? { countryOfOrigin: values.countryOfOrigin.trim() } : {}),
    isDefault: values.isDefault,
  };
  const checked = internationalProfileFormSchema.safeParse(request);
  if (checked.success) return { ok: true, request: checked.data };
  return { ok: false, errors: fieldErrorsOf(checked.error.issues, { rootKey: 'profile' }) };
}
