/**
 * A queue's URL read from the environment when the first message is sent (the app manifest gives each
 * sender its `<QUEUE>_QUEUE_URL`), so a function that bundles a sender it never calls needs none.
 */
export function queueUrlFromEnv(name: string): () => string {
  return () => {
    const url = process.env[name];
    if (!url) throw new Error(`${name} is not set: this function does not send to that queue`);
    return url;
  };
}
