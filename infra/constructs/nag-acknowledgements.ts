import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
// cdk-nag names a wildcard finding by this flattening of the resolved ARN; reusing its own
// function keeps our acknowledgement ids identical to the ids it reports.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

/** Template metadata key cdk-nag v2 used; kept so reviewers find every acknowledgement in cdk.out. */
const TEMPLATE_METADATA_KEY = 'cdk_nag';

interface RuleToSuppress {
  id: string;
  reason: string;
}

/**
 * Acknowledges a finding whose id is only known once synthesis has prepared the app (a
 * cross-stack reference is an `Fn::ImportValue` only then). Construct validations run after
 * that step and before the policy plugins, so the id is computed there; the acknowledgement is
 * also copied into the template metadata, which cdk-nag's own aspect has already written by then.
 */
export function acknowledgeAtValidation(scope: IConstruct, findings: () => RuleToSuppress[]): void {
  scope.node.addValidation({
    validate: () => {
      for (const finding of findings()) {
        Validations.of(scope).acknowledge(finding);
        for (const child of scope.node.findAll()) {
          if (!CfnResource.isCfnResource(child)) continue;
          const existing = child.getMetadata(TEMPLATE_METADATA_KEY) as
            { rules_to_suppress?: RuleToSuppress[] } | undefined;
          const rules = existing?.rules_to_suppress ?? [];
          if (!rules.some((rule) => rule.id === finding.id)) {
            child.addMetadata(TEMPLATE_METADATA_KEY, { rules_to_suppress: [...rules, finding] });
          }
        }
      }
      return [];
    },
  });
}

/** The IAM5 finding id cdk-nag reports for a wildcard resource, as seen from `scope`'s stack. */
export function wildcardResourceFinding(scope: IConstruct, resourceArn: unknown): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resourceArn))}]`;
}

/** Acknowledges the IAM5 finding for exactly `resourceArn` on `scope` (a role or policy), never the rule as a whole. */
export function acknowledgeWildcardResource(scope: IConstruct, resourceArn: string, reason: string): void {
  acknowledgeAtValidation(scope, () => [{ id: wildcardResourceFinding(scope, resourceArn), reason }]);
}

/** Acknowledges the IAM5 finding for one wildcard action such as `s3:GetObject*`. */
export function acknowledgeWildcardAction(scope: IConstruct, action: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason });
}

interface PolicyStatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

/**
 * For a construct whose IAM policies a library writes (not us): acknowledges each wildcard
 * resource in those policies that one of `allowed` explains, and leaves any other wildcard to fail cdk-nag.
 */
export function acknowledgeLibraryRoleWildcards(
  scope: IConstruct,
  allowed: { matches: (flatResource: string, actions: string[]) => boolean; reason: string }[],
): void {
  acknowledgeAtValidation(scope, () => {
    const statements = scope.node
      .findAll()
      .filter((child): child is CfnPolicy => child instanceof CfnPolicy)
      .flatMap(
        (policy) =>
          (Stack.of(policy).resolve(policy.policyDocument) as { Statement?: PolicyStatementJson[] }).Statement ?? [],
      );
    const findings: RuleToSuppress[] = [];
    for (const statement of statements) {
      if (statement.Effect !== 'Allow') continue;
      const actions = ([] as string[]).concat(statement.Action ?? []);
      for (const resource of ([] as unknown[]).concat(statement.Resource ?? [])) {
        const flat = flattenCfnReference(resource);
        if (!flat.includes('*')) continue;
        const explanation = allowed.find((rule) => rule.matches(flat, actions));
        if (explanation) findings.push({ id: `AwsSolutions-IAM5[Resource::${flat}]`, reason: explanation.reason });
      }
    }
    return findings;
  });
}
