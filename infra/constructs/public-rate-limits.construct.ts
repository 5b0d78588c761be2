import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import {
  API_KEY_HEADER,
  PUBLIC_RATE_LIMITS,
  TOO_MANY_REQUESTS_BODY,
  earlierPrefixesWithin,
  type PublicRateLimit,
} from '../rate-limits';

export interface PublicRateLimitsProps {
  /** Prefix of the web ACL's metric names (the stack name), so two environments do not mix. */
  metricPrefix: string;
}

type Statement = CfnWebACL.StatementProperty;

const TOO_MANY_REQUESTS_KEY = 'too-many-requests';
const NO_TRANSFORMATION = [{ priority: 0, type: 'NONE' }];

const startsWith = (prefix: string): Statement => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: NO_TRANSFORMATION,
  },
});
const anyOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? statements[0] : { orStatement: { statements } };
const allOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? statements[0] : { andStatement: { statements } };
const not = (statement: Statement): Statement => ({ notStatement: { statement } });
const hasApiKey: Statement = {
  sizeConstraintStatement: {
    fieldToMatch: { singleHeader: { Name: API_KEY_HEADER } },
    comparisonOperator: 'GT',
    size: 0,
    textTransformations: NO_TRANSFORMATION,
  },
};

/** The group's paths, without those an earlier (more specific) group already counts. */
function scopeOf(group: PublicRateLimit): Statement[] {
  const own = anyOf(group.pathPrefixes.map(startsWith));
  const excluded = earlierPrefixesWithin(group);
  return excluded.length ? [own, not(anyOf(excluded.map(startsWith)))] : [own];
}

/**
 * The CLOUDFRONT-scope web ACL holding one rate-based rule per PUBLIC_RATE_LIMITS group (per
 * client IP, or per API key header). A limited caller gets 429 with Retry-After and API
 * Gateway's own error body. Everything else passes: the ACL only counts the public routes.
 */
export class PublicRateLimits extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: PublicRateLimitsProps) {
    super(scope, id);
    const rules: CfnWebACL.RuleProperty[] = [];
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.metricPrefix}-${name}`,
    });
    const rule = (name: string, group: PublicRateLimit, statement: CfnWebACL.RateBasedStatementProperty) =>
      rules.push({
        name,
        priority: rules.length,
        statement: { rateBasedStatement: statement },
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: TOO_MANY_REQUESTS_KEY,
              // WAF keeps blocking while the count over the window stays above the limit.
              responseHeaders: [{ name: 'retry-after', value: String(group.perClient.windowSeconds) }],
            },
          },
        },
        visibilityConfig: visibility(name),
      });

    for (const group of PUBLIC_RATE_LIMITS) {
      const limit = { limit: group.perClient.limit, evaluationWindowSec: group.perClient.windowSeconds };
      const scope = scopeOf(group);
      if (group.per === 'client-ip') {
        rule(`public-${group.group}-per-ip`, group, {
          ...limit,
          aggregateKeyType: 'IP',
          scopeDownStatement: allOf(scope),
        });
        continue;
      }
      // A request without the header is not counted by a custom key, so keyless callers are counted by address.
      rule(`public-${group.group}-per-key`, group, {
        ...limit,
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [{ header: { name: API_KEY_HEADER, textTransformations: NO_TRANSFORMATION } }],
        scopeDownStatement: allOf(scope),
      });
      rule(`public-${group.group}-keyless-per-ip`, group, {
        ...limit,
        aggregateKeyType: 'IP',
        scopeDownStatement: allOf([...scope, not(hasApiKey)]),
      });
    }

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Shipdeck public routes: per-client rate limits, see infra/rate-limits.ts',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY_REQUESTS_KEY]: { contentType: 'APPLICATION_JSON', content: TOO_MANY_REQUESTS_BODY },
      },
      rules,
      visibilityConfig: visibility('web-acl'),
    });
  }
}
