import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '#api/runtime-config';
import { amplifyAuthConfig } from '#web/app/boot';
import {
  forgetSocialSignupAnswers,
  recallSocialSignupAnswers,
  rememberSocialSignupAnswers,
} from '#web/app/auth/social-signup.storage';

const CONFIG: RuntimeConfig = {
  environment: 'aws',
  region: 'us-east-1',
  userPoolId: 'us-east-1_pool',
  userPoolClientId: 'client',
  apiBaseUrl: '',
};

describe('Amplify OAuth settings from the runtime config', () => {
  it('names Google as itself and LinkedIn and Microsoft as custom providers, with the code flow', () => {
    const config = amplifyAuthConfig({
      ...CONFIG,
      oauth: {
        domain: 'shipdeck.auth.us-east-1.amazoncognito.com',
        redirectSignIn: ['https://app.example/'],
        redirectSignOut: ['https://app.example/'],
        providers: ['Google', 'LinkedIn', 'Microsoft'],
      },
    });
    expect(config.Auth.Cognito.loginWith).toMatchObject({
      email: true,
      oauth: {
        domain: 'shipdeck.auth.us-east-1.amazoncognito.com',
        responseType: 'code',
        redirectSignIn: ['https://app.example/'],
        providers: ['Google', { custom: 'LinkedIn' }, { custom: 'Microsoft' }],
      },
    });
  });

  it('leaves OAuth out when the pool offers no provider', () => {
    expect(amplifyAuthConfig(CONFIG).Auth.Cognito.loginWith).toEqual({ email: true });
  });
});

describe('the referral kept across a provider sign-up', () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
        removeItem: (k: string) => void items.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('survives the round trip and is forgotten once the account exists', () => {
    rememberSocialSignupAnswers({ referralPartner: 'cold-chain-partners', heardFrom: 'referral-partner' });
    expect(recallSocialSignupAnswers()).toEqual({
      referralPartner: 'cold-chain-partners',
      heardFrom: 'referral-partner',
    });
    forgetSocialSignupAnswers();
    expect(recallSocialSignupAnswers()).toBeUndefined();
  });

  it('drops what is not a permalink or a listed answer', () => {
    items.set('shipdeck:signup:social', JSON.stringify({ referralPartner: '<b>x</b>', heardFrom: 'made-up' }));
    expect(recallSocialSignupAnswers()).toEqual({ referralPartner: '', heardFrom: '' });
    items.set('shipdeck:signup:social', 'not json');
    expect(recallSocialSignupAnswers()).toBeUndefined();
  });

  it('keeps nothing when there is no referral', () => {
    rememberSocialSignupAnswers({ referralPartner: '', heardFrom: '' });
    expect(items.size).toBe(0);
  });
});
