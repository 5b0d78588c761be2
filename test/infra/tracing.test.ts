import { readFileSync } from 'node:fs';
import { Token } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS, type FunctionDefinition } from '#infra/app-manifest';
import {
  FUNCTION_BUNDLING,
  POWERTOOLS_LAYER_MODULES,
  POWERTOOLS_LAYER_VERSION,
  POWERTOOLS_VERSION,
} from '#infra/constructs/function-bundling';
import { XRAY_WRITE_ACTIONS } from '#infra/constructs/lambda-function.construct';
import { FAKE_FUNCTIONS, synthApp } from './synth-helpers';

// Tracing: every function runs with X-Ray active tracing and the Powertools layer its Tracer (and
// every other Powertools package) comes from (the bundle leaves them out), and the only IAM wildcard tracing adds is X-Ray's own.

type Resource = { Type: string; Properties?: Record<string, any> };

const ALL_FUNCTIONS: readonly FunctionDefinition[] = [...FUNCTIONS, ...FAKE_FUNCTIONS];
let resources: Record<string, Resource>;
let region: string;

/** package.json's `@aws-lambda-powertools/*` dependencies, as [name, version]. */
function powertoolsDependencies(): [string, string][] {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.entries(pkg.dependencies).filter(([name]) => name.startsWith('@aws-lambda-powertools/'));
}

const lambdas = () =>
  Object.values(resources).filter(
    (r) => r.Type === 'AWS::Lambda::Function' && String(r.Properties?.Description ?? '').startsWith('Shipdeck '),
  );

beforeAll(() => {
  // In-memory synthesis throws when cdk-nag reports a finding nobody acknowledged.
  const built = synthApp({ functions: ALL_FUNCTIONS, bundle: false });
  region = built.stateless.region;
  resources = Object.assign(
    {},
    Template.fromStack(built.stateless).toJSON().Resources,
    ...built.stateless.functionGroups.map((group) => Template.fromStack(group).toJSON().Resources),
  );
});

describe('tracing through Powertools Tracer (CDK)', () => {
  it('every manifest function has X-Ray active tracing', () => {
    const functions = lambdas();
    expect(functions).toHaveLength(ALL_FUNCTIONS.length);
    for (const fn of functions) {
      expect(fn.Properties!.TracingConfig, fn.Properties!.Description).toEqual({ Mode: 'Active' });
    }
  });

  it('every function carries the public Powertools layer of the pinned version, in its own region', () => {
    for (const fn of lambdas()) {
      const layers = JSON.stringify(fn.Properties!.Layers);
      expect(layers, fn.Properties!.Description).toContain(
        `:094274105915:layer:AWSLambdaPowertoolsTypeScriptV2:${POWERTOOLS_LAYER_VERSION}`,
      );
      expect(layers).toContain(Token.isUnresolved(region) ? 'AWS::Region' : `arn:aws:lambda:${region}:`);
    }
  });

  it('the Tracer is left out of the bundles for the layer to provide', () => {
    for (const name of POWERTOOLS_LAYER_MODULES) expect(FUNCTION_BUNDLING.externalModules).toContain(name);
  });

  it('every @aws-lambda-powertools package is pinned to the release the layer ships', () => {
    const powertools = powertoolsDependencies();
    expect(powertools.map(([name]) => name)).toEqual(expect.arrayContaining([...POWERTOOLS_LAYER_MODULES]));
    for (const [name, version] of powertools) expect(version, name).toBe(POWERTOOLS_VERSION);
  });

  it('every @aws-lambda-powertools package the functions depend on comes from the layer, and any other too', () => {
    const powertools = powertoolsDependencies().map(([name]) => name);
    expect([...POWERTOOLS_LAYER_MODULES].sort()).toEqual(powertools.sort());
    // commons is only reached through the others; the pattern keeps it (and any later one) out too.
    expect(FUNCTION_BUNDLING.externalModules).toContain('@aws-lambda-powertools/*');
  });

  it("a function role's only statement on every resource (*) is X-Ray's two write actions", () => {
    const functionRoles = new Set(
      Object.entries(resources)
        .filter(([, r]) => r.Type === 'AWS::IAM::Role' && String(r.Properties?.Description).startsWith('Shipdeck '))
        .map(([id]) => id),
    );
    expect(functionRoles.size).toBe(ALL_FUNCTIONS.length);
    const wildcard = Object.values(resources)
      .filter(
        (r) =>
          r.Type === 'AWS::IAM::Policy' &&
          (r.Properties!.Roles as { Ref?: string }[]).some((role) => functionRoles.has(role.Ref ?? '')),
      )
      .flatMap((r) => r.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
      .filter((s) => ([] as unknown[]).concat(s.Resource).includes('*'));
    expect(wildcard.length).toBeGreaterThanOrEqual(ALL_FUNCTIONS.length);
    for (const statement of wildcard)
      expect([...new Set([statement.Action].flat())].sort()).toEqual([...XRAY_WRITE_ACTIONS].sort());
  });
});
