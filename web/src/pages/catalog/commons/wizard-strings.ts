import type { WizardProps } from '@cloudscape-design/components/wizard';

/** The words every import wizard's frame uses. */
export const WIZARD_I18N: WizardProps.I18nStrings = {
  stepNumberLabel: (n) => `Step ${n}`,
  collapsedStepsLabel: (n, total) => `Step ${n} of ${total}`,
  navigationAriaLabel: 'Steps',
  cancelButton: 'Cancel',
  previousButton: 'Previous',
  nextButton: 'Next',
  optional: 'optional',
};
