import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AUTOMATION_SCREEN_MESSAGES as MSG } from '#domain/automations/automation-messages';
import { RULE_TEMPLATES } from '#domain/automations/rule-templates.constants';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { automationsApi, type RuleView } from '#web/api/automations-api';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { LoadingSpinner } from '#web/components/loading-spinner';
import { PlanGateModal, planGateOf, type PlanGate } from '#web/components/plan-gate-modal';
import { useLoad } from '#web/hooks/use-load';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { CatalogFormFrame, CatalogFormGuard } from '#web/pages/catalog/commons/catalog-form';
import { useCatalogSave } from '#web/pages/catalog/commons/use-catalog-save';
import { PreviewPanel } from './preview-panel';
import { ActionsPanel, ConditionsPanel } from './rule-parts-panels';
import { RuleBasicsPanel } from './rule-basics-panel';
import { emptyRuleForm, previewRuleSet, ruleToFormValues, templateToFormValues, toRuleInput } from './rule-form.values';
import { RulesSemantics } from './rules-semantics';
import { useAutomationChoices } from './use-automation-choices';
import { useRuleForm } from './use-rule-form';
import { useRulePreview } from './use-rule-preview';

/** Create (`/automations/create`, `?template=<id>` to start from one) and edit (`/automations/:ruleId/edit`). */
export function RuleEditorPage() {
  const { ruleId } = useParams();
  const [search] = useSearchParams();
  const { client } = useApi();
  // The list holds the rule being edited and the rules the preview runs beside it.
  const load = useCallback(() => automationsApi(client).list(), [client]);
  const { data, error } = useLoad(load);

  return (
    <CatalogFormGuard permission="edit_options" what="automations">
      {error ? (
        <LoadErrorAlert header="Could not load automations" error={error} />
      ) : !data ? (
        <LoadingSpinner />
      ) : ruleId && !data.rules.some((r) => r.ruleId === ruleId) ? (
        <LoadErrorAlert header="Automation not found" error="This automation no longer exists." />
      ) : (
        <RuleEditor
          key={ruleId ?? 'new'}
          saved={data.rules}
          rule={data.rules.find((r) => r.ruleId === ruleId)}
          templateId={search.get('template') ?? undefined}
        />
      )}
    </CatalogFormGuard>
  );
}

function RuleEditor({ saved, rule, templateId }: { saved: RuleView[]; rule?: RuleView; templateId?: string }) {
  const { client } = useApi();
  const template = RULE_TEMPLATES.find((t) => t.key === templateId);
  const initial = useMemo(
    () => (rule ? ruleToFormValues(rule) : template ? templateToFormValues(template) : emptyRuleForm()),
    [rule, template],
  );
  const form = useRuleForm(initial);
  const unsaved = useUnsavedChanges(initial, form.values);
  const { save, frame } = useCatalogSave({ form, unsaved, listHref: '/automations' });
  const choices = useAutomationChoices();
  const preview = useRulePreview();
  const [gate, setGate] = useState<PlanGate | null>(null);
  const previewSet = previewRuleSet(form.values, saved, rule?.ruleId);

  const submit = () => {
    const checked = toRuleInput(form.values);
    if (!checked.ok) {
      form.validate();
      return;
    }
    const api = automationsApi(client);
    const name = checked.rule.name;
    void save(
      async () => {
        try {
          await (rule ? api.update(rule.ruleId, checked.rule, rule.version) : api.create(checked.rule));
        } catch (e) {
          setGate(planGateOf(e));
          // Someone saved this rule since it was read: say so in the words of the automations screens.
          if (rule && e instanceof ApiError && e.status === 409) throw new ApiError(409, e.code, MSG.stale);
          throw e;
        }
      },
      rule ? MSG.saved(name) : MSG.created(name),
    );
  };

  return (
    <CatalogFormFrame
      title={rule ? `Edit ${rule.name}` : template ? `Create rule from ${template.title}` : 'Create rule'}
      submitLabel={rule ? 'Save changes' : 'Create rule'}
      onSubmit={submit}
      {...frame}
    >
      <RulesSemantics />
      <RuleBasicsPanel form={form} />
      <ConditionsPanel form={form} choices={choices} />
      <ActionsPanel form={form} choices={choices} />
      <PreviewPanel
        preview={preview}
        disabledReason={previewSet.ok ? undefined : previewSet.reason}
        onPreview={(scope) => previewSet.ok && void preview.run(previewSet.rules, scope)}
      />
      <PlanGateModal gate={gate} onDismiss={() => setGate(null)} />
    </CatalogFormFrame>
  );
}
