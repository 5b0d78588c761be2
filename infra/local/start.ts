/**
 * `npm start`: the whole product on this machine. A change under functions/ or shared/ restarts
 * the functions (the emulators keep running; Vite reloads the web app itself). Flags: `--prod`
 * serves the built web app (web/dist) instead of Vite; `--quiet` drops request logs; `--no-seed`
 * skips demo data. Env: PORT (app port, default 3000), SHIPDECK_DATA_DIR (default .data/).
 */
import { LocalStartError } from './preflight';

// The SDK's Node 20 end-of-support advisory would bury the banner; it changes nothing locally.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { startLocalStack, type LocalStackDetails } from './stack';

const args = new Set(process.argv.slice(2));
const startedAt = Date.now();
let stack: LocalStackDetails | undefined;
let shuttingDown = false;

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    // A second Ctrl-C while stopping means "now": children are killed by their own watchdogs.
    const force = setTimeout(() => process.exit(code), 10_000);
    force.unref();
    await stack?.stop();
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (shuttingDown) process.exit(130);
    console.log('\nStopping Shipdeck…');
    void shutdown(0);
  });
}

try {
  stack = await startLocalStack({
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    quiet: args.has('--quiet'),
    seed: !args.has('--no-seed'),
    web: args.has('--prod') ? 'static' : undefined,
    watch: true,
  });
  if (shuttingDown) await shutdown(0);
  const s = stack;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `Shipdeck is running (ready in ${seconds} s)`,
      `  App:        ${s.appUrl}`,
      `  Tracking:   ${s.trackingPageUrl}   (the demo shop's branded tracking page)`,
      `  Login:      ${s.login.email} / ${s.login.password}   (team member: ${s.memberLogin.email}, same password)`,
      `  Staff:      ${s.adminLogin.email} / ${s.adminLogin.password}   (Shipdeck admin console: ${s.appUrl}/admin)`,
      `  SES inbox:  ${s.emailInboxUrl}`,
      `  Data:       ${s.dataDir}`,
      `  Startup:    ${Object.entries(s.timings)
        .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}s`)
        .join(', ')}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (err) {
  console.error(
    err instanceof LocalStartError
      ? err.message
      : `Shipdeck could not start: ${err instanceof Error ? err.message : String(err)}`,
  );
  await shutdown(1);
}
