/** Automation rules: the vocabulary, the rule model and its validation. */
export * from './automation.constants';
export * from './automation-action.rules';
export * from './rule.schema';
