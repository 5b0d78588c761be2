import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { PublicRateLimits } from '../constructs/public-rate-limits.construct';

/** CloudFront only takes a web ACL made in us-east-1, whatever region the rest of the app runs in. */
export const EDGE_REGION = 'us-east-1';

/**
 * What CloudFront needs from us-east-1: the web ACL that rate-limits the public routes. The
 * distribution itself stays in the stateless stack, which reads the ACL's ARN from here.
 */
export class EdgeStack extends Stack {
  readonly rateLimits: PublicRateLimits;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    if (this.region !== EDGE_REGION) throw new Error(`${id} must be deployed in ${EDGE_REGION}, got ${this.region}`);
    this.rateLimits = new PublicRateLimits(this, 'PublicRateLimits', { metricPrefix: id });
    new CfnOutput(this, 'WebAclArn', { value: this.rateLimits.webAcl.attrArn });
  }
}
