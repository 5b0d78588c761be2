import { useState } from 'react';
import AreaChart from '@cloudscape-design/components/area-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { formatCents } from '#domain/money/cents.rules';
import { useBalanceHistory } from './use-invoices';

const SPANS = [
  { id: '30', text: '30 days' },
  { id: '90', text: '90 days' },
  { id: '365', text: '12 months' },
] as const;

/** The balance at the end of each day: deposits lift it, labels bring it down (accounts §4). */
export function BalanceChart() {
  const [days, setDays] = useState<30 | 90 | 365>(30);
  const history = useBalanceHistory(days);
  const points = history.data?.points ?? [];
  const series = points.map((p) => ({ x: new Date(`${p.date}T12:00:00`), y: p.balanceCents / 100 }));
  const max = Math.max(1, ...series.map((s) => s.y));
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Your balance at the end of each day."
          actions={
            <SegmentedControl
              label="Chart span"
              selectedId={String(days)}
              options={SPANS.map((s) => ({ id: s.id, text: s.text }))}
              onChange={(e) => setDays(Number(e.detail.selectedId) as 30 | 90 | 365)}
            />
          }
        >
          Balance over time
        </Header>
      }
    >
      <AreaChart
        series={[
          { title: 'Balance', type: 'area', data: series, valueFormatter: (v) => formatCents(Math.round(v * 100)) },
        ]}
        xDomain={series.length ? [series[0].x, series[series.length - 1].x] : undefined}
        yDomain={[0, Math.ceil(max * 1.1)]}
        xScaleType="time"
        xTickFormatter={(d) => d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
        yTickFormatter={(v) => `$${Math.round(v).toLocaleString()}`}
        i18nStrings={{ xTickFormatter: (d) => d.toLocaleDateString() }}
        ariaLabel="Balance over time"
        height={220}
        hideFilter
        hideLegend
        statusType={history.error ? 'error' : history.loading && !history.data ? 'loading' : 'finished'}
        errorText={history.error ?? undefined}
        loadingText="Loading the balance"
        empty={<Box textAlign="center">No balance yet</Box>}
      />
    </Container>
  );
}
