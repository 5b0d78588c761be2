import FormField from '@cloudscape-design/components/form-field';
import Tiles from '@cloudscape-design/components/tiles';
import { MAGIC_LINK_TTL_MINUTES } from '#domain/auth/magic-link.rules';

/** accounts §4 Authentication: the modes are password or magic link. */
export type SignInMethod = 'password' | 'link';

const METHODS = [
  { value: 'password', label: 'With a password', description: 'Choose a password of 7 to 30 characters.' },
  {
    value: 'link',
    label: 'With an emailed link',
    description: `No password: each time, we email you a link that signs you in (it works once, within ${MAGIC_LINK_TTL_MINUTES} minutes).`,
  },
] as const;

export function SignInMethodField({ value, onChange }: { value: SignInMethod; onChange: (m: SignInMethod) => void }) {
  return (
    <FormField label="How do you want to sign in?" stretch>
      <Tiles
        value={value}
        items={METHODS.map((m) => ({ ...m }))}
        onChange={(e) => onChange(e.detail.value === 'link' ? 'link' : 'password')}
        columns={2}
      />
    </FormField>
  );
}
