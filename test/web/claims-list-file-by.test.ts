import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#web/api/claims-api';
import { CLAIM_COLUMNS } from '#web/pages/claims/table-config';

const claim = (over: Partial<ClaimView>): ClaimView => ({ claimId: 'c1', status: 'draft', ...over }) as ClaimView;

describe('"File by" in the claims list (issue 25 item 4: the claim carries its filing deadline)', () => {
  const fileBy = CLAIM_COLUMNS.find((c) => c.id === 'fileBy')!;

  it("a draft shows its own file-by day; one without a window shows '-'", () => {
    expect(fileBy.cell(claim({ fileBy: '2030-05-13' }))).toBe('05/13/2030');
    expect(fileBy.cell(claim({}))).toBe('-');
  });

  it('a filed claim has met its deadline: no date', () => {
    expect(fileBy.cell(claim({ status: 'claim_received', fileBy: '2030-05-13' }))).toBe('-');
  });
});
