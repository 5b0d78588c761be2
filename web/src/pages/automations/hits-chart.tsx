import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { RuleView } from '#web/api/automations-api';

/** Orders each rule changed in the last 30 days, in run order: a rule at zero is one that never fires. */
export function HitsChart({ rules }: { rules: readonly RuleView[] }) {
  const data = rules.map((r, i) => ({ x: `${i + 1}. ${r.name}`, y: r.hits30d }));
  return (
    <Container
      header={
        <Header variant="h2" description="Orders each rule changed in the last 30 days.">
          Hits per rule
        </Header>
      }
    >
      <BarChart
        series={[{ title: 'Orders changed', type: 'bar', data }]}
        xScaleType="categorical"
        horizontalBars
        hideFilter
        hideLegend
        height={Math.max(120, rules.length * 36)}
        xTitle="Rule"
        yTitle="Orders changed (30 days)"
        ariaLabel="Hits per rule in the last 30 days"
        empty={<Box textAlign="center">No rules yet</Box>}
      />
    </Container>
  );
}
