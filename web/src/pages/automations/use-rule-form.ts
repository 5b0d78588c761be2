import { useState } from 'react';
import type { FieldErrors } from '#web/lib/field-errors';
import { toRuleInput, type RuleFormValues } from './rule-form.values';

/** The editor's values and their errors by field ('name', 'triggers', 'conditions.0', 'actions.1'). */
export function useRuleForm(initial: RuleFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    values,
    errors,
    update: (patch: Partial<RuleFormValues>) => setValues((v) => ({ ...v, ...patch })),
    validate: () => {
      const checked = toRuleInput(values);
      setErrors(checked.ok ? {} : checked.errors);
      return checked.ok;
    },
    setServerErrors: (server: FieldErrors) => setErrors((e) => ({ ...server, ...e })),
    reset: () => {
      setValues(initial);
      setErrors({});
    },
  };
}

export type RuleForm = ReturnType<typeof useRuleForm>;
