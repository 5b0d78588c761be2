import { spawnSync } from 'node:child_process';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STEPS = join(process.cwd(), '.ci', 'steps.sh');

/** A script shaped like .ci/run (set -euo pipefail, then steps) run by bash. */
function ci(body: string) {
  const run = spawnSync('bash', ['-c', `set -euo pipefail\nsource ${JSON.stringify(STEPS)}\n${body}`], {
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout };
}

describe('.ci/run times every step', () => {
  it('prints each step in a log group with its duration, then a table with the total against the budget', () => {
    const { status, out } = ci('step typecheck\necho checking\nend_step\nstep "bare clone"\nsleep 1\nend_step\n');
    expect(status).toBe(0);
    expect(out).toMatch(/::group::typecheck\nchecking\n::endgroup::\nstep typecheck took 0m0[01]s\n/);
    expect(out).toMatch(/step bare clone took 0m0[123]s/);
    expect(out).toMatch(/^typecheck\s+0m0[01]s {2}ok$/m);
    expect(out).toMatch(/^bare clone\s+0m0[123]s {2}ok$/m);
    expect(out).toMatch(/^total\s+0m0[123]s {2}budget 45m$/m);
  });

  it("stops at the first failing command of a step with that command's status, and lists the step as failed", () => {
    const { status, out } = ci('step lint\n(exit 3)\necho after\nend_step\nstep test\necho never\nend_step\n');
    expect(status).toBe(3);
    expect(out).not.toContain('after');
    expect(out).not.toContain('never');
    expect(out).toMatch(/^lint\s+0m0[01]s {2}FAILED \(exit 3\)$/m);
    expect(out).not.toMatch(/^test\s/m);
  });

  it('warns past the budget and removes what a step registered for cleanup, failed or not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ci-steps-'));
    const { status, out } = ci(
      `CI_BUDGET_MINUTES=0\nstep e2e\nremove_at_exit ${JSON.stringify(dir)}\nsleep 1\nfalse\nend_step\n`,
    );
    expect(status).toBe(1);
    expect(out).toMatch(/::warning::CI took 0m0[12]s, over its 0-minute budget/);
    expect(existsSync(dir)).toBe(false);
  });
});
