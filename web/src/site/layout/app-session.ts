/**
 * Whether this browser holds a signed-in app session: Amplify keeps the last user of each user-pool
 * client under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`. Read directly so the site
 * never loads Amplify to ask.
 */
export function hasAppSession(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
  try {
    for (let i = 0; i < (storage?.length ?? 0); i++) {
      if (/^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/.test(storage?.key(i) ?? '')) return true;
    }
  } catch {
    // Storage refused (privacy mode): treat as signed out.
  }
  return false;
}
