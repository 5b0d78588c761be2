import { HUMAN_CHECK_PATH, validateRecaptchaResponseSchema } from '#api/human-check';
import { HUMAN_CHECK_HEADER } from '#domain/human-check/human-check.rules';
import { humanCheckResult } from '#domain/statuses/human-check.rules';

/**
 * GET /auth/v1/validate-recaptcha from the browser (accounts §7): whether the widget's token proves a person.
 * A call that fails (network, 5xx, 429, an unknown answer) is treated as validated and logged, as the spec says.
 * The call is public: sign-up's visitor has no session yet.
 */
export async function validateHumanCheck(
  token: string | undefined,
  options: { baseUrl?: string; fetchImpl?: typeof fetch } = {},
): Promise<boolean> {
  const send = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  try {
    const response = await send(`${options.baseUrl ?? ''}${HUMAN_CHECK_PATH}`, {
      headers: { accept: 'application/json', ...(token ? { [HUMAN_CHECK_HEADER]: token } : {}) },
    });
    if (!response.ok) throw new Error(`validate-recaptcha answered ${response.status}`);
    const { validated } = validateRecaptchaResponseSchema.parse(await response.json());
    return humanCheckResult({ widgetPresent: true, validated }) === 'validated';
  } catch (err) {
    console.warn('Human check call failed; treated as validated', err);
    return humanCheckResult({ widgetPresent: true, errored: true }) === 'validated';
  }
}
