import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { COGNITO_TRIGGER_FUNCTIONS, FUNCTIONS, MAGIC_LINK_ORIGINS_ENV } from '#infra/app-manifest';
import { SITE_ORIGIN_PATTERN } from '#infra/stacks/stateful.stack';
import { synthApp } from './synth-helpers';

type Resources = Record<string, { Type: string; Properties?: Record<string, any> }>;

let stateful: Resources;
let statelessFunctionNames: string[];

beforeAll(() => {
  // In-memory synthesis throws when cdk-nag reports a violation, so this also holds the triggers to AwsSolutions.
  const built = synthApp({ functions: FUNCTIONS, bundle: false });
  stateful = Template.fromStack(built.stateful).toJSON().Resources as Resources;
  statelessFunctionNames = Object.keys(built.stateless.functions);
});

const ofType = (type: string) => Object.entries(stateful).filter(([, r]) => r.Type === type);

describe('magic-link sign-in in the cloud: the user pool runs the three auth-challenge triggers', () => {
  it('the pool names the Define, Create and Verify auth challenge Lambdas of this stack', () => {
    const [[, pool]] = ofType('AWS::Cognito::UserPool');
    const config = pool.Properties!.LambdaConfig as Record<string, { 'Fn::GetAtt': [string, string] }>;
    expect(Object.keys(config).sort()).toEqual([
      'CreateAuthChallenge',
      'DefineAuthChallenge',
      'VerifyAuthChallengeResponse',
    ]);
    for (const ref of Object.values(config)) {
      expect(stateful[ref['Fn::GetAtt'][0]].Type).toBe('AWS::Lambda::Function');
    }
    // Cognito may invoke each of them.
    const permissions = ofType('AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties!.Principal === 'cognito-idp.amazonaws.com',
    );
    expect(permissions).toHaveLength(3);
  });

  it('the web client allows the custom flow beside password and SRP', () => {
    const [[, client]] = ofType('AWS::Cognito::UserPoolClient');
    expect(client.Properties!.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_CUSTOM_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    );
  });

  it('each trigger is built once, beside the pool, with the link origins and without the pool id', () => {
    const lambdas = ofType('AWS::Lambda::Function').filter(([, f]) =>
      COGNITO_TRIGGER_FUNCTIONS.some((t) => f.Properties!.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === t.name),
    );
    expect(lambdas).toHaveLength(COGNITO_TRIGGER_FUNCTIONS.length);
    for (const [, fn] of lambdas) {
      const variables = fn.Properties!.Environment.Variables as Record<string, unknown>;
      expect(variables[MAGIC_LINK_ORIGINS_ENV]).toBe(SITE_ORIGIN_PATTERN);
      expect(variables.TABLE_NAME).toBeDefined();
      // The pool names the trigger; the trigger naming the pool would be a circular reference.
      expect(variables.USER_POOL_ID).toBeUndefined();
    }
    for (const trigger of COGNITO_TRIGGER_FUNCTIONS) expect(statelessFunctionNames).not.toContain(trigger.name);
  });

  it('only the Create trigger sends email; Create and Verify read and write the table', () => {
    const policies = ofType('AWS::IAM::Policy').map(([, p]) => JSON.stringify(p.Properties!.PolicyDocument));
    expect(policies.filter((p) => p.includes('ses:SendEmail'))).toHaveLength(1);
    expect(policies.filter((p) => p.includes('dynamodb:DeleteItem'))).toHaveLength(2);
  });
});
