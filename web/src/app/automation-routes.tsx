import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const AutomationsPage = lazyPage(() => import('#web/pages/automations/automations-page'), 'AutomationsPage');
const RuleEditorPage = lazyPage(() => import('#web/pages/automations/rule-editor-page'), 'RuleEditorPage');
const AutomationTemplatesPage = lazyPage(
  () => import('#web/pages/automations/templates-page'),
  'AutomationTemplatesPage',
);

/** Automations: the rules in run order, their editor, and the templates to start from. */
export const automationRoutes = (
  <>
    <Route path="automations" element={<AutomationsPage />} />
    <Route path="automations/create" element={<RuleEditorPage />} />
    <Route path="automations/templates" element={<AutomationTemplatesPage />} />
    <Route path="automations/:ruleId/edit" element={<RuleEditorPage />} />
  </>
);
