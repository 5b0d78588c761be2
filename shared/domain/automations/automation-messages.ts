/**
 * The success and error messages of the automations screens (the spec lists an automations pair without its
 * wording; these are ours). Spec rule words for incomplete actions live in AUTOMATION_MESSAGES.
 */
export const AUTOMATION_SCREEN_MESSAGES = {
  created: (name: string) => `Automation ${name} created.`,
  saved: (name: string) => `Automation ${name} saved.`,
  deleted: (name: string) => `Automation ${name} deleted.`,
  activated: (name: string) => `Automation ${name} is active.`,
  deactivated: (name: string) => `Automation ${name} is inactive.`,
  reordered: 'Automation order saved. Rules run top to bottom.',
  stale: 'This automation changed meanwhile. Reload the page and try again.',
  previewFailed: 'The preview could not be run. Try again.',
  noMatches: 'No orders match these rules.',
  applied: (changed: number, unchanged: number) =>
    `Automations applied: ${changed} ${changed === 1 ? 'order' : 'orders'} changed, ${unchanged} unchanged.`,
  undone: (reverted: number) => `Automations undone on ${reverted} ${reverted === 1 ? 'order' : 'orders'}.`,
  nothingToUndo: 'No automation run to undo on the selected orders.',
} as const;
