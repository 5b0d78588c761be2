import { createAccountRequestSchema, type CreateAccountRequest } from '#api/accounts';

/**
 * The Signup answers that outlive the Cognito login (accounts §3: name, companyName, phone,
 * heardFrom, referralPartner) wait in the browser between sign-up and the first sign-in, where
 * they become POST /api/v1/accounts. localStorage, so a reload or a new tab between the two
 * keeps them; keyed by the login email, so another login on the same browser never sees them.
 */
export type SignupAnswers = CreateAccountRequest;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyFor = (email: string) => `shipdeck:signup:${email.trim().toLowerCase()}`;

/** The browser's localStorage, or nothing where it is blocked (some private modes throw). */
export function browserStore(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberSignupAnswers(store: KeyValueStore | undefined, email: string, answers: SignupAnswers): void {
  try {
    store?.setItem(keyFor(email), JSON.stringify(answers));
  } catch {
    // Full or blocked storage: the account step then asks for the answers again.
  }
}

/** Answers kept for this login, only if they still pass the shared rules; otherwise none. */
export function recallSignupAnswers(store: KeyValueStore | undefined, email: string): SignupAnswers | undefined {
  try {
    const raw = store?.getItem(keyFor(email));
    if (!raw) return undefined;
    const parsed = createAccountRequestSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignupAnswers(store: KeyValueStore | undefined, email: string): void {
  try {
    store?.removeItem(keyFor(email));
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}
