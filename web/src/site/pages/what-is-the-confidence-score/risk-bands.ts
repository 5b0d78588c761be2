import { RISK_LABELS, RISK_LEVELS, riskLevel, type RiskLevel } from '#domain/confidence/confidence-score.rules';

export interface RiskBandRow {
  level: RiskLevel;
  label: string;
  /** The lowest whole score in the band. */
  from: number;
  /** The band's upper bound, exclusive (the next band's floor); 100 for the top band. */
  below?: number;
}

/**
 * The risk bands read off the shared rule itself (every whole score from 0 to 100 through
 * `riskLevel`), so the docs cannot drift from what the app shows. Safest first.
 */
export function riskBandRows(): RiskBandRow[] {
  const floors = new Map<RiskLevel, number>();
  for (let score = 100; score >= 0; score--) floors.set(riskLevel(score), score);
  const rows = [...RISK_LEVELS]
    .reverse()
    .filter((level) => floors.has(level))
    .map((level) => ({ level, label: RISK_LABELS[level], from: floors.get(level)! }));
  return rows.map((row, i) => (i === 0 ? row : { ...row, below: rows[i - 1].from }));
}

export function rangeText(row: RiskBandRow): string {
  if (row.below === undefined) return `${row.from} and above`;
  return row.from === 0 ? `Below ${row.below}` : `${row.from} to under ${row.below}`;
}
