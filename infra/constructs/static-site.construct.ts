import { existsSync } from 'node:fs';
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#api/edge-headers';
import type { RuntimeConfig } from '#api/runtime-config';
import { pageDocumentRewriteCode } from './page-document-rewrite';
import {
  acknowledgeLibraryRoleWildcards,
  acknowledgeWildcardAction,
  wildcardResourceFinding,
} from './nag-acknowledgements';

export interface StaticSiteProps {
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`); CloudFront sends `/api/*` there. */
  apiDomainName: string;
  /** Written to `/runtime-config.json` at deploy time (values may be CloudFormation tokens). */
  runtimeConfig: RuntimeConfig;
  /** Built web app (`web/dist`). When it does not exist only the runtime config is deployed. */
  webDistPath: string;
  /** ARN of a CLOUDFRONT-scope web ACL (it lives in us-east-1) checked before every request. */
  webAclArn: string;
  /**
   * Sent as ORIGIN_VERIFY_HEADER with every `/api/*` request, so the functions can tell a request that came
   * through the distribution (and believe its CloudFront-Viewer-Address) from one sent to the API directly.
   */
  originVerifySecret: string;
}

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/**
 * The single public origin: a private S3 bucket read through Origin Access Control for the web
 * app, and `/api/*` passed uncached to the HTTP API, so the browser never makes a cross-origin call.
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly siteUrl: string;
  readonly runtimeConfig: RuntimeConfig;
  /** False when `web/dist` was missing at synth time and only the runtime config is deployed. */
  readonly deploysWebAssets: boolean;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    this.runtimeConfig = props.runtimeConfig;

    // Everything in this bucket is rebuilt from the repository on deploy, so it goes with the stack.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(pageDocumentRewriteCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve site.html for public site pages and index.html for app routes',
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Shipdeck web app and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes by its own Host header; every other header (x-authorization included) passes,
          // and so do CloudFront's own, CloudFront-Viewer-Address among them.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;

    this.deploysWebAssets = existsSync(props.webDistPath);
    if (this.deploysWebAssets) {
      new BucketDeployment(this, 'WebAssets', {
        sources: [Source.asset(props.webDistPath)],
        destinationBucket: this.bucket,
        // Pruning must not delete the config file the other deployment writes.
        exclude: [RUNTIME_CONFIG_FILE],
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
    }

    new BucketDeployment(this, 'RuntimeConfig', {
      sources: [Source.jsonData(RUNTIME_CONFIG_FILE, props.runtimeConfig)],
      destinationBucket: this.bucket,
      prune: false,
      // The web app reads it at every start; a cached copy would point at stale pool ids.
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: [`/${RUNTIME_CONFIG_FILE}`],
    });

    this.acknowledgeFindings();
  }

  private acknowledgeFindings(): void {
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The site bucket holds only the public build of the web app, replaced on every deploy and read solely by CloudFront through OAC; API calls are logged by the HTTP API access log.',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Merchants and their shoppers (tracking pages) are in many countries; the product has no geographic restriction to enforce.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Standard logging needs an ACL-enabled log bucket; API requests are already logged by the HTTP API access log and static asset reads carry no merchant data.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; a deployment with its own certificate gets the TLSv1.2_2021 policy from the CDK feature flag.',
      },
    );

    // BucketDeployment's handler is one Lambda per stack, written by aws-cdk-lib, not by us.
    const stack = Stack.of(this);
    const siteObjects = wildcardResourceFinding(stack, this.bucket.arnForObjects('*'));
    for (const handler of stack.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      const reason = 'aws-cdk-lib BucketDeployment handler (copies the web build into the site bucket at deploy time)';
      Validations.of(handler).acknowledge(
        { id: 'AwsSolutions-L1', reason: `${reason}: its Python runtime is chosen and upgraded by aws-cdk-lib.` },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: `${reason}: the managed policy only lets it write its own CloudWatch logs.`,
        },
      );
      for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
        acknowledgeWildcardAction(
          handler,
          action,
          `${reason}: it syncs (copies and prunes) whole prefixes of the asset and site buckets only.`,
        );
      }
      acknowledgeLibraryRoleWildcards(handler, [
        {
          matches: (resource) => `AwsSolutions-IAM5[Resource::${resource}]` === siteObjects,
          reason: `${reason}: it writes and prunes any object of this site bucket.`,
        },
        {
          matches: (resource) => /^arn:[^:]+:s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/.test(resource),
          reason: `${reason}: it reads the uploaded build archive from the CDK bootstrap asset bucket, whose keys are content hashes.`,
        },
        {
          matches: (resource, actions) =>
            resource === '*' &&
            actions.every(
              (action) => action === 'cloudfront:CreateInvalidation' || action === 'cloudfront:GetInvalidation',
            ),
          reason: `${reason}: CloudFront invalidation actions do not support resource-level scoping in its policy.`,
        },
      ]);
    }
  }
}
