/** Automation rules: the vocabulary, the rule model and its validation. */
export * from './automation.constants';
export * from './automation-action.rules';
export * from './rule.schema';
export * from './automation-order';
export * from './rule-conditions.rules';
export * from './apply-rules.rules';
export * from './ports';
export * from './rule-templates.constants';
