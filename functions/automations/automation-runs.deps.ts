import type { WeatherForecasts } from '#domain/automations/ports';
import { weightContextOf } from '#domain/settings/shipment-defaults.rules';
import { dynamoAccountSettingsStore } from '#functions/settings/settings.adapters';
import { accountSettingsOf } from '#functions/settings/use-cases/account-settings.use-cases';
import { config } from '#lib/config';
import { uuidGenerator } from '#lib/ids';
import { cachedWeather } from './adapters/cached.weather';
import { catalogAutomationReader } from './adapters/catalog-face.automation-catalog';
import { dynamoAutomationRuleStore } from './adapters/dynamodb.automation-rule-store';
import { dynamoAutomationRunStore } from './adapters/dynamodb.automation-run-store';
import { dynamoRuleStatsStore } from './adapters/dynamodb.rule-stats-store';
import { makeMemoryForecastCache } from './adapters/memory.forecast-cache';
import { makeNwsWeather } from './adapters/nws.weather';
import { makeSandboxWeather } from './adapters/sandbox.weather';
import { automationOrders } from './adapters/orders-face.automation-orders';
import { makeAutomationContexts, type AutomationContextsOf } from './use-cases/automation-contexts';
import { makeRunAutomations } from './use-cases/run-automations.use-case';

/** SANDBOX_WEATHER_MONTH as a month 1-12; anything else is the real month. */
function sandboxSeasonMonth(value: string | undefined): number | undefined {
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined;
}

/**
 * Forecasts by SHIPDECK_ADAPTERS (the seasonal sandbox locally and in tests, SANDBOX_WEATHER_MONTH its season),
 * fetched once per ZIP3 a day; the configuration is read on the first forecast asked, not when the module loads.
 */
function weatherFromConfig(): WeatherForecasts {
  let weather: WeatherForecasts | undefined;
  const build = () => {
    const source =
      (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
        ? makeNwsWeather({ userAgent: `(shipdeck, ${config().EMAIL_FROM ?? 'ops@shipdeck.app'})` })
        : makeSandboxWeather({ seasonMonth: sandboxSeasonMonth(config().SANDBOX_WEATHER_MONTH) });
    return cachedWeather(source, makeMemoryForecastCache());
  };
  return { dailyHighsF: (zip3, dates) => (weather ??= build()).dailyHighsF(zip3, dates) };
}

const runsWith = (contexts: AutomationContextsOf) =>
  makeRunAutomations({
    rules: dynamoAutomationRuleStore,
    runs: dynamoAutomationRunStore,
    orders: automationOrders,
    stats: dynamoRuleStatsStore,
    ids: uuidGenerator,
    contexts,
    catalog: catalogAutomationReader,
    weights: async (accountId) => weightContextOf(await accountSettingsOf(dynamoAccountSettingsStore, accountId)),
  });

/** Runs, undo and preview with forecasts; their routes import them from here. */
export const runAutomations = /* @__PURE__ */ runsWith(makeAutomationContexts(weatherFromConfig()));
