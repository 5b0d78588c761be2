import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { runtimeConfigSchema } from '#api/runtime-config';
import { FUNCTIONS } from '#infra/app-manifest';
import { SOCIAL_SECRET_NAMES } from '#infra/constructs/social-sign-in.construct';
import { synthApp } from './synth-helpers';

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DependsOn?: string[] }>;

const APP_ORIGIN = 'https://app.shipdeck.example';
let stateful: Resources;
let statefulJson: string;
let runtimeConfig: unknown;

beforeAll(() => {
  const built = synthApp({
    functions: FUNCTIONS,
    bundle: false,
    context: {
      appOrigins: `${APP_ORIGIN}/`,
      authDomainPrefix: 'shipdeck-test',
      googleClientId: 'google-client.apps.googleusercontent.com',
      linkedInClientId: 'linkedin-client',
      microsoftClientId: 'microsoft-client',
      microsoftTenantId: '00000000-0000-0000-0000-000000000000',
    },
  });
  const template = Template.fromStack(built.stateful).toJSON();
  stateful = template.Resources as Resources;
  statefulJson = JSON.stringify(template);
  runtimeConfig = built.stateless.site.runtimeConfig;
});

const ofType = (type: string) => Object.entries(stateful).filter(([, r]) => r.Type === type);

describe('social sign-in in the cloud (accounts §4)', () => {
  it('the pool has Google, LinkedIn and Microsoft, each mapping email, its verification and the name', () => {
    const providers = ofType('AWS::Cognito::UserPoolIdentityProvider').map(([, p]) => p.Properties!);
    expect(providers.map((p) => [p.ProviderName, p.ProviderType]).sort()).toEqual([
      ['Google', 'Google'],
      ['LinkedIn', 'OIDC'],
      ['Microsoft', 'OIDC'],
    ]);
    for (const p of providers) {
      expect(Object.keys(p.AttributeMapping).sort()).toEqual(['email', 'email_verified', 'name']);
    }
    const microsoft = providers.find((p) => p.ProviderName === 'Microsoft')!;
    expect(microsoft.ProviderDetails.oidc_issuer).toBe(
      'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
    );
  });

  it('client secrets come from Secrets Manager by name, never as text in the template', () => {
    const providers = ofType('AWS::Cognito::UserPoolIdentityProvider').map(([, p]) => p.Properties!);
    for (const p of providers) {
      const name = p.ProviderName as keyof typeof SOCIAL_SECRET_NAMES;
      expect(JSON.stringify(p.ProviderDetails.client_secret)).toContain(
        `{{resolve:secretsmanager:${SOCIAL_SECRET_NAMES[name]}:SecretString:::}}`,
      );
    }
    expect(statefulJson).not.toMatch(/"client_secret":"[^{]/);
  });

  it('the web client lists the three providers beside Cognito, with the code flow back to the app origins', () => {
    const [[, client]] = ofType('AWS::Cognito::UserPoolClient');
    const props = client.Properties!;
    expect(props.SupportedIdentityProviders).toEqual(['COGNITO', 'Google', 'LinkedIn', 'Microsoft']);
    expect(props.AllowedOAuthFlows).toEqual(['code']);
    expect(props.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect(props.AllowedOAuthScopes).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'aws.cognito.signin.user.admin']),
    );
    expect(props.CallbackURLs).toEqual([`${APP_ORIGIN}/`, 'http://localhost:3000/']);
    expect(props.LogoutURLs).toEqual([`${APP_ORIGIN}/`, 'http://localhost:3000/']);
    expect(client.DependsOn ?? []).toEqual(
      expect.arrayContaining(ofType('AWS::Cognito::UserPoolIdentityProvider').map(([id]) => id)),
    );
  });

  it('the pool has a Cognito domain and the runtime config tells the web app about it', () => {
    const [[, domain]] = ofType('AWS::Cognito::UserPoolDomain');
    expect(domain.Properties!.Domain).toBe('shipdeck-test');
    const config = runtimeConfigSchema.parse(runtimeConfig);
    expect(config.oauth?.providers).toEqual(['Google', 'LinkedIn', 'Microsoft']);
    expect(config.oauth?.domain).toMatch(/^shipdeck-test\.auth\./);
    expect(config.oauth?.redirectSignIn).toEqual([`${APP_ORIGIN}/`, 'http://localhost:3000/']);
  });
});
