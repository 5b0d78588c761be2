import { buildApp } from './stacks/shipdeck-app';

// CDK entry (cdk.json: `npx tsx infra/app.ts`). Stacks, context options and cdk-nag live in buildApp.
buildApp().app.synth();
