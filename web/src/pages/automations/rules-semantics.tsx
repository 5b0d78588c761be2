import Alert from '@cloudscape-design/components/alert';
import { RULE_SEMANTICS } from './automation-labels';

/** How rules combine, said once in the same words on the list and in the editor. */
export function RulesSemantics() {
  return (
    <Alert type="info" header="How rules run">
      {RULE_SEMANTICS.join(' ')}
    </Alert>
  );
}
