/**
 * Custom stores push orders with their API key (ours). Its own module: the public API's routes read it and
 * bundle none of the store platforms' profiles with it.
 */
export const CUSTOM_STORE_API_KEY_HEADER = 'x-shipdeck-api-key';
