import Box from '@cloudscape-design/components/box';
import PieChart from '@cloudscape-design/components/pie-chart';
import { importOutcomeSlices, type ImportTotals } from './order-import.rules';

/** The file's orders by outcome as a donut, filling in while the chunks come back. */
export function ImportOutcomeChart({ totals }: { totals: ImportTotals }) {
  const slices = importOutcomeSlices(totals);
  const orders = slices.reduce((n, s) => n + s.value, 0);
  return (
    <PieChart
      data={slices}
      variant="donut"
      size="medium"
      hideFilter
      ariaLabel="Orders in this file by outcome"
      ariaDescription="Created, updated, unchanged and held back orders of the import."
      innerMetricValue={String(orders)}
      innerMetricDescription={orders === 1 ? 'order' : 'orders'}
      segmentDescription={(datum, sum) =>
        `${datum.value} ${datum.value === 1 ? 'order' : 'orders'}, ${((datum.value / sum) * 100).toFixed(0)}%`
      }
      detailPopoverContent={(datum, sum) => [
        { key: 'Orders', value: datum.value },
        { key: 'Share', value: `${((datum.value / sum) * 100).toFixed(1)}%` },
      ]}
      i18nStrings={{
        detailsValue: 'Orders',
        detailsPercentage: 'Share',
        filterLabel: 'Filter displayed data',
        filterPlaceholder: 'Filter data',
        filterSelectedAriaLabel: 'selected',
        legendAriaLabel: 'Legend',
        chartAriaRoleDescription: 'pie chart',
        segmentAriaRoleDescription: 'segment',
      }}
      empty={
        <Box textAlign="center" color="inherit">
          No orders yet
        </Box>
      }
    />
  );
}
