import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { TextField, type FieldBinding } from './auth-form-page';
import { HEARD_FROM_OPTIONS, heardFromOption } from './heard-from-options';

interface SignupAnswerValues {
  name: string;
  companyName: string;
  phone: string;
  heardFrom: string;
  referralPartner: string;
}

/** Signup companyName (accounts §3): asked on sign-up, prefilled on the account step. */
export function CompanyNameField<T extends SignupAnswerValues>({ form }: { form: FieldBinding<T> }) {
  return (
    <TextField
      form={form}
      name="companyName"
      label="Company name"
      constraintText="Up to 30 characters."
      autoComplete="organization"
      stretch
    />
  );
}

/**
 * The Signup fields about the person (accounts §3: name, phone, heardFrom, referralPartner),
 * in two columns; shared by sign-up and the account step that asks again when the sign-up
 * answers were not kept in this browser. The columns are here because ColumnLayout splits only
 * its direct children: a fragment passed into one would fill a single cell.
 */
export function SignupPersonFields<T extends SignupAnswerValues>({ form }: { form: FieldBinding<T> }) {
  return (
    <ColumnLayout columns={2}>
      <TextField form={form} name="name" label="Your name" constraintText="Up to 30 characters." autoComplete="name" />
      <TextField
        form={form}
        name="phone"
        label="Phone"
        constraintText="For example 512-555-0142."
        type="text"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormField label="How did you hear about us?" errorText={form.errors.heardFrom}>
        <Select
          selectedOption={heardFromOption(form.values.heardFrom)}
          options={HEARD_FROM_OPTIONS}
          placeholder="Choose one"
          onChange={(e) => form.setField('heardFrom', e.detail.selectedOption.value ?? '')}
        />
      </FormField>
      <TextField
        form={form}
        name="referralPartner"
        label={
          <span>
            Referral partner <i>- optional</i>
          </span>
        }
        constraintText="The partner who referred you, if any."
      />
    </ColumnLayout>
  );
}
