import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { RateMessageView } from '#api/shipping';
import { groupRateMessages } from './shipping-view';

/**
 * The carriers' messages under the quotes, one warning per place they belong (orders §8 error
 * location), one line each as 'Carrier: message'; and the "no rates" suggestions.
 */
export function RateMessages({
  messages,
  suggestions,
  noRates,
}: {
  messages: readonly RateMessageView[];
  suggestions: readonly string[];
  noRates: boolean;
}) {
  const groups = groupRateMessages(messages);
  if (!groups.length && !noRates) return null;
  return (
    <SpaceBetween size="s">
      {groups.map((g) => (
        <Alert key={g.location} type="warning" header={g.label}>
          {g.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ))}
      {noRates && (
        <Alert type="info" header="No rates were returned">
          {suggestions.length
            ? suggestions.map((s) => <div key={s}>{s}</div>)
            : 'Check the addresses, the box and the weight, then get rates again.'}
        </Alert>
      )}
    </SpaceBetween>
  );
}
