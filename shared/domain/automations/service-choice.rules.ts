import type { RateQuoteView } from '#api/shipping';
import { chooseQuote } from '../rates/rate-shop.rules';
import { namedServiceKey, serviceKeysOf } from './automation-catalog.rules';
import type { ServiceChoice } from './automation-order';
import { openShipmentIndex, type AutomatedOrder } from './order-fields.rules';

/**
 * A rule's "set service" when the order is rated (orders §9 actions): a named service preselects its quote,
 * "cheapest arriving within N days" picks the cheapest quote whose transit days are at most N. Rating the
 * order's own shipment and the grid's bulk "Get rates" both pick through here, so one order gets one answer.
 */

/** The rule's service choice for the shipment at `index`, unless the merchant chose the service by hand since. */
export function ruleServiceChoice(order: AutomatedOrder, index: number): ServiceChoice | undefined {
  if (index !== openShipmentIndex(order)) return undefined;
  if (order.automation?.manualFields?.includes('service')) return undefined;
  return order.automation?.fields?.service ?? undefined;
}

/** The quote the choice picks, or undefined when none qualifies (the rate shop's own choice then stands). */
export function quoteForServiceChoice(
  quotes: readonly RateQuoteView[],
  choice: ServiceChoice,
): RateQuoteView | undefined {
  if (choice.mode === 'named') {
    const wanted = namedServiceKey(choice.carrier, choice.service);
    return quotes.find((q) => serviceKeysOf(q.carrier, q.service).includes(wanted));
  }
  const picked = chooseQuote(quotes, { kind: 'cheapest_within', days: choice.days });
  return 'quote' in picked ? picked.quote : undefined;
}
