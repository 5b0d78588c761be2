/**
 * What automations lends to other domains' deps files: the weather forecasts rules read (the sandbox, the
 * National Weather Service, the per-ZIP3-per-day cache over either). Another domain wires these and nothing
 * else of automations's adapters/ (lint holds it); everything not listed here stays private to automations.
 */
export { cachedWeather } from './adapters/cached.weather';
export { makeMemoryForecastCache } from './adapters/memory.forecast-cache';
export { makeNwsWeather } from './adapters/nws.weather';
export { makeSandboxWeather } from './adapters/sandbox.weather';
