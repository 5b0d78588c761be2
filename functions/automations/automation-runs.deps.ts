import { config } from '#lib/config';
import { uuidGenerator } from '#lib/ids';
import { cachedWeather } from './adapters/cached.weather';
import { dynamoAutomationRuleStore } from './adapters/dynamodb.automation-rule-store';
import { dynamoAutomationRunStore } from './adapters/dynamodb.automation-run-store';
import { dynamoRuleStatsStore } from './adapters/dynamodb.rule-stats-store';
import { makeMemoryForecastCache } from './adapters/memory.forecast-cache';
import { makeNwsWeather } from './adapters/nws.weather';
import { makeSandboxWeather } from './adapters/sandbox.weather';
import { automationOrders } from './adapters/orders-face.automation-orders';
import { makeAutomationContexts, type AutomationContextsOf } from './use-cases/automation-contexts';
import { makeRunAutomations } from './use-cases/run-automations.use-case';

/** Forecasts by SHIPDECK_ADAPTERS (the seasonal sandbox locally and in tests), fetched once per ZIP3 a day. */
function weatherFromConfig() {
  const source =
    (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
      ? makeNwsWeather({ userAgent: `(shipdeck, ${config().EMAIL_FROM ?? 'ops@shipdeck.app'})` })
      : makeSandboxWeather();
  return cachedWeather(source, makeMemoryForecastCache());
}

const runsWith = (contexts: AutomationContextsOf) =>
  makeRunAutomations({
    rules: dynamoAutomationRuleStore,
    runs: dynamoAutomationRunStore,
    orders: automationOrders,
    stats: dynamoRuleStatsStore,
    ids: uuidGenerator,
    contexts,
  });

/** Runs, undo and preview with forecasts; their routes import them from here. */
export const runAutomations = /* @__PURE__ */ runsWith(makeAutomationContexts(weatherFromConfig()));
