import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** A table with no rows yet: what would be there and, for those allowed, how to add the first. */
export function TableEmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Box textAlign="center" color="inherit">
      <SpaceBetween size="xxs">
        <b>{title}</b>
        <Box variant="p" color="inherit">
          {description}
        </Box>
      </SpaceBetween>
      {action}
    </Box>
  );
}

/** Rows exist but the filter hides them all; `item` is the singular noun ('order'). */
export function TableNoMatchState({ item, onClearFilter }: { item: string; onClearFilter: () => void }) {
  return (
    <Box textAlign="center" color="inherit">
      <SpaceBetween size="xxs">
        <b>No matches</b>
        <Box variant="p" color="inherit">
          No {item} matches the filter.
        </Box>
      </SpaceBetween>
      <Button onClick={onClearFilter}>Clear filter</Button>
    </Box>
  );
}
