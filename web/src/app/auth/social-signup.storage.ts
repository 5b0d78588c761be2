import { referralPartnerFromQuery } from '#domain/auth/referral.rules';
import { heardFromOption } from './heard-from-options';

/**
 * What a sign-up with a provider carries across the provider's pages: the referral partner of a
 * `?ref=` link and the "heard from" answer it implies. sessionStorage: the round trip stays in this
 * tab, and the email (the key of the other sign-up answers) is only known once it is back.
 */
export interface SocialSignupAnswers {
  referralPartner: string;
  heardFrom: string;
}

const KEY = 'shipdeck:signup:social';

function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberSocialSignupAnswers(answers: SocialSignupAnswers): void {
  try {
    if (answers.referralPartner || answers.heardFrom) store()?.setItem(KEY, JSON.stringify(answers));
    else store()?.removeItem(KEY);
  } catch {
    // Blocked storage: the account step asks again.
  }
}

/** The kept answers, each only when it is still a permalink, resp. one of the listed answers. */
export function recallSocialSignupAnswers(): SocialSignupAnswers | undefined {
  try {
    const raw = store()?.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<SocialSignupAnswers>;
    const referralPartner = referralPartnerFromQuery(
      typeof parsed.referralPartner === 'string' ? parsed.referralPartner : null,
    );
    const heardFrom = typeof parsed.heardFrom === 'string' && heardFromOption(parsed.heardFrom) ? parsed.heardFrom : '';
    return { referralPartner, heardFrom };
  } catch {
    return undefined;
  }
}

export function forgetSocialSignupAnswers(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}
