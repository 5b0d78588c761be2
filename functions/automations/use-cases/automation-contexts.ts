import type { AutomationContext, AutomationOrder, RateCandidate } from '#domain/automations/automation-order';
import { zip3Of } from '#domain/automations/automation-order';
import { openShipmentIndex, type AutomatedOrder } from '#domain/automations/order-fields.rules';
import { WeatherUnavailableError, type WeatherForecasts } from '#domain/automations/ports';
import { forecastWindow } from '#domain/automations/rule-conditions.rules';

/**
 * What rules know beyond the order: the ship day, the last rate shop's quotes (transit days) kept on the
 * open shipment, and the destination's forecast through the delivery day. Without quotes the transit is
 * estimated at ESTIMATED_TRANSIT_DAYS (ground across the US), so route-temperature rules work on import,
 * before any rate shop.
 */
export const ESTIMATED_TRANSIT_DAYS = 3;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The open shipment's last quotes (allRates) as the engine reads them. */
export function ratesOf(order: AutomatedOrder): RateCandidate[] {
  const shipment = order.shipments[openShipmentIndex(order)];
  return (shipment?.allRates ?? []).flatMap((q) => {
    const carrier = typeof q.carrier === 'string' ? q.carrier : undefined;
    const service = typeof q.service === 'string' ? q.service : undefined;
    if (!carrier || !service) return [];
    const transitDays = num(q.transitDays);
    const rateCents = num(q.priceCents);
    return [
      {
        carrier,
        service,
        ...(transitDays === undefined ? {} : { transitDays }),
        ...(rateCents === undefined ? {} : { rateCents }),
      },
    ];
  });
}

export type AutomationContextsOf = (
  orders: readonly { view: AutomationOrder; order: AutomatedOrder }[],
  today: string,
  options?: { forecasts: boolean },
) => Promise<Map<string, AutomationContext>>;

export function makeAutomationContexts(weather?: WeatherForecasts): AutomationContextsOf {
  return async (orders, today, { forecasts } = { forecasts: true }) => {
    const out = new Map<string, AutomationContext>();
    await Promise.all(
      orders.map(async ({ view, order }) => {
        const quoted = ratesOf(order);
        const rates = quoted.length ? quoted : [{ carrier: '', service: '', transitDays: ESTIMATED_TRANSIT_DAYS }];
        const ctx: AutomationContext = { today, rates };
        const zip3 =
          view.destination.country && view.destination.country !== 'US' ? undefined : zip3Of(view.destination.zip);
        if (forecasts && weather && zip3) {
          try {
            ctx.forecastF = await weather.dailyHighsF(zip3, forecastWindow(today, rates));
          } catch (err) {
            // Without a forecast, weather conditions are false: the rules still run.
            if (!(err instanceof WeatherUnavailableError)) throw err;
          }
        }
        out.set(view.orderId, ctx);
      }),
    );
    return out;
  };
}
