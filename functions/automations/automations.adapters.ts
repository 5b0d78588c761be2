/**
 * What automations lends to other domains' deps files: the weather forecasts rules read (the sandbox, the
 * National Weather Service, the per-ZIP3-per-day cache in the table in front of the live one). Another domain wires these and nothing
 * else of automations's adapters/ (lint holds it); everything not listed here stays private to automations.
 */
export { cachedWeather } from './adapters/cached.weather';
export { dynamoForecastCache } from './adapters/dynamodb.forecast-cache';
export { makeNwsWeather } from './adapters/nws.weather';
export { makeSandboxWeather } from './adapters/sandbox.weather';
