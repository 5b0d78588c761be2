import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '#infra/app-manifest';
import { EDGE_REGION } from '#infra/stacks/edge.stack';
import {
  API_KEY_HEADER,
  PUBLIC_RATE_LIMITS,
  STAGE_THROTTLE,
  TOO_MANY_REQUESTS_BODY,
  rateLimitGroupOf,
} from '#infra/rate-limits';
import { synthApp } from './synth-helpers';

/**
 * Public routes are rate-limited in AWS (issue 23 build 2): a CLOUDFRONT-scope web ACL in
 * us-east-1 with one rate-based rule per group of infra/rate-limits.ts, attached to the
 * distribution that fronts /api/*, and API Gateway route throttling on the same routes.
 */

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

const PUBLIC_ROUTES = FUNCTIONS.flatMap((fn) => fn.http ?? []).filter((t) => t.auth === 'none');
/** Health answers load balancers and uptime checks; it reads nothing and stays under the stage default. */
const UNLIMITED_PUBLIC_PATHS = ['/api/health'];

let built: ReturnType<typeof synthApp>;
let edge: Template;
let stateless: Template;

function only(template: Template, type: string): Resource {
  const found = Object.values(template.findResources(type)) as Resource[];
  expect(found, type).toHaveLength(1);
  return found[0];
}

function byteMatchPrefixes(statement: any): string[] {
  if (statement.ByteMatchStatement) {
    expect(statement.ByteMatchStatement.FieldToMatch).toEqual({ UriPath: {} });
    expect(statement.ByteMatchStatement.PositionalConstraint).toBe('STARTS_WITH');
    return [statement.ByteMatchStatement.SearchString];
  }
  if (statement.OrStatement) return statement.OrStatement.Statements.flatMap(byteMatchPrefixes);
  return [];
}

beforeAll(() => {
  built = synthApp({ functions: FUNCTIONS, bundle: false });
  edge = Template.fromStack(built.edge);
  stateless = Template.fromStack(built.stateless);
});

describe('issue 23 build 2: the limits table covers every public route', () => {
  it.each(PUBLIC_ROUTES.filter((t) => !UNLIMITED_PUBLIC_PATHS.includes(t.path)).map((t) => [t.method, t.path]))(
    '%s %s belongs to a rate-limit group',
    (_method, path) => {
      expect(rateLimitGroupOf(path)).toBeDefined();
    },
  );

  it('no merchant (JWT) route falls in a group', () => {
    const merchant = FUNCTIONS.flatMap((fn) => fn.http ?? []).filter((t) => (t.auth ?? 'jwt') === 'jwt');
    expect(merchant.filter((t) => rateLimitGroupOf(t.path)).map((t) => t.path)).toEqual([]);
  });

  it('the tracking group refuses the probe: 200 lookups from one client exceed its per-client limit and its burst', () => {
    const tracking = rateLimitGroupOf('/api/v1/public/tracking-lookup')!;
    expect(tracking.per).toBe('client-ip');
    expect(tracking.perClient.limit).toBeLessThan(200);
    expect(tracking.route.burstLimit + tracking.route.rateLimit * 1.8).toBeLessThan(200);
  });
});

describe('issue 23 build 2: WAF on CloudFront (edge stack, us-east-1)', () => {
  it('the edge stack is in us-east-1 and holds one CLOUDFRONT web ACL that allows by default', () => {
    expect(built.edge.region).toBe(EDGE_REGION);
    const acl = only(edge, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
  });

  it('every group has a rate-based rule scoped to its paths, per IP or per API key header, answering 429 with Retry-After', () => {
    const acl = only(edge, 'AWS::WAFv2::WebACL');
    const rules: any[] = acl.Properties.Rules;
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
    for (const group of PUBLIC_RATE_LIMITS) {
      const own = rules.filter((r) => r.Name.startsWith(`public-${group.group}-`));
      expect(own.length, group.group).toBeGreaterThan(0);
      for (const rule of own) {
        const rate = rule.Statement.RateBasedStatement;
        expect(rate.Limit).toBe(group.perClient.limit);
        expect(rate.EvaluationWindowSec).toBe(group.perClient.windowSeconds);
        const scope = rate.ScopeDownStatement;
        const positive = scope.AndStatement ? scope.AndStatement.Statements[0] : scope;
        expect(byteMatchPrefixes(positive).sort()).toEqual([...group.pathPrefixes].sort());
        expect(rule.Action.Block.CustomResponse).toEqual({
          ResponseCode: 429,
          CustomResponseBodyKey: 'too-many-requests',
          ResponseHeaders: [{ Name: 'retry-after', Value: String(group.perClient.windowSeconds) }],
        });
        expect(rule.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
      }
      const kinds = own.map((r) => r.Statement.RateBasedStatement.AggregateKeyType).sort();
      if (group.per === 'client-ip') expect(kinds).toEqual(['IP']);
      else {
        expect(kinds).toEqual(['CUSTOM_KEYS', 'IP']);
        const byKey = own.find((r) => r.Statement.RateBasedStatement.AggregateKeyType === 'CUSTOM_KEYS');
        expect(byKey.Statement.RateBasedStatement.CustomKeys).toEqual([
          { Header: { Name: API_KEY_HEADER, TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
        ]);
      }
    }
    expect(acl.Properties.CustomResponseBodies['too-many-requests']).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: TOO_MANY_REQUESTS_BODY,
    });
  });

  it('the public pages rule leaves tracking paths to the tracking rule (first match wins, as locally)', () => {
    const acl = only(edge, 'AWS::WAFv2::WebACL');
    const pages = (acl.Properties.Rules as any[]).find((r) => r.Name === 'public-public-pages-per-ip');
    const [, excluded] = pages.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements;
    expect(byteMatchPrefixes(excluded.NotStatement.Statement).sort()).toEqual(
      [...rateLimitGroupOf('/api/v1/public/tracking-lookup')!.pathPrefixes].sort(),
    );
  });

  it('the CloudFront distribution in front of /api/* uses that web ACL', () => {
    const distribution = only(stateless, 'AWS::CloudFront::Distribution');
    const webAcl = JSON.stringify(distribution.Properties.DistributionConfig.WebACLId);
    const aclId = Object.keys(edge.findResources('AWS::WAFv2::WebACL'))[0];
    expect(webAcl).toContain(aclId);
    expect(webAcl).toContain(built.edge.stackName);
  });
});

describe('issue 23 build 2: API Gateway route throttling', () => {
  it('the stage keeps its default for every route and throttles each public route by its group', () => {
    const stage = only(stateless, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    const expected: Record<string, unknown> = {};
    for (const trigger of PUBLIC_ROUTES) {
      const group = rateLimitGroupOf(trigger.path);
      if (!group) continue;
      expected[`${trigger.method} ${trigger.path}`] = {
        ThrottlingRateLimit: group.route.rateLimit,
        ThrottlingBurstLimit: group.route.burstLimit,
      };
    }
    expect(stage.Properties.RouteSettings).toEqual(expected);
  });

  it('the stage is created after the routes its settings name (CloudFormation refuses unknown route keys)', () => {
    const stage = only(stateless, 'AWS::ApiGatewayV2::Stage');
    // Routes live in their function's nested stack: the stage waits for each stack that holds a throttled route.
    const throttled = built.stateless.functionGroups.flatMap((group) => {
      const routes = Template.fromStack(group).findResources('AWS::ApiGatewayV2::Route');
      return Object.values(routes)
        .filter((r) => (stage.Properties.RouteSettings as Record<string, unknown>)[r.Properties.RouteKey])
        .map(() => built.stateless.getLogicalId(group.nestedStackResource as CfnElement));
    });
    expect(throttled).toHaveLength(Object.keys(stage.Properties.RouteSettings).length);
    for (const id of throttled) expect(stage.DependsOn).toContain(id);
  });
});

describe('issue 23 build 2: an app outside us-east-1 still gets its web ACL from us-east-1', () => {
  it('synthesizes with a cross-region reference and no unacknowledged cdk-nag finding', () => {
    const previous = process.env.CDK_DEFAULT_REGION;
    process.env.CDK_DEFAULT_REGION = 'eu-west-1';
    try {
      const other = synthApp({ functions: FUNCTIONS.filter((f) => f.name === 'tracking-lookup'), bundle: false });
      expect(other.stateless.region).toBe('eu-west-1');
      expect(other.edge.region).toBe(EDGE_REGION);
      const distribution = only(Template.fromStack(other.stateless), 'AWS::CloudFront::Distribution');
      expect(JSON.stringify(distribution.Properties.DistributionConfig.WebACLId)).not.toContain('Fn::ImportValue');
      const report = new AwsSolutionsChecks().validateScope(other.app);
      expect(report.violations.map((v) => v.ruleName)).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.CDK_DEFAULT_REGION;
      else process.env.CDK_DEFAULT_REGION = previous;
    }
  });
});
