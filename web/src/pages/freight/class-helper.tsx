import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { estimateClass, type ClassEstimate } from '#domain/freight/freight-class.rules';
import { convertLength } from '#domain/units/units.rules';
import { commodityClassLookupIssue } from '#domain/forms/freight-piece-form.schema';
import type { FreightPieceValues } from './freight-form.values';

/** One pallet of the row in inches and pounds, or undefined while a side or the weight is missing. */
function palletOf(piece: FreightPieceValues) {
  const n = (v: string) => Number(v);
  const d = piece.dimensions;
  const sides = [n(d.length), n(d.width), n(d.height), n(d.weight)];
  if (!sides.every((x) => Number.isFinite(x) && x > 0)) return undefined;
  const inches = (v: number) => convertLength(v, d.unit, 'in');
  return { lengthIn: inches(sides[0]!), widthIn: inches(sides[1]!), heightIn: inches(sides[2]!), weightLb: sides[3]! };
}

/**
 * "Calculate class": the row's density and its class by both density tables, the one in force on
 * the pickup date marked, and a hint when a little less cube would reach a cheaper class.
 */
export function ClassHelper({
  piece,
  pickupDate,
  onUse,
}: {
  piece: FreightPieceValues;
  pickupDate: string;
  onUse: (freightClass: string) => void;
}) {
  const [estimate, setEstimate] = useState<ClassEstimate | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const open = () => {
    const pallet = palletOf(piece);
    const dimensions = pallet && {
      length: pallet.lengthIn,
      width: pallet.widthIn,
      height: pallet.heightIn,
      weight: pallet.weightLb,
    };
    // orders §5: looking up the class needs a commodity and the dimensions.
    const issue = commodityClassLookupIssue({ commodity: piece.commodity, dimensions });
    setProblem(issue);
    setEstimate(pallet && !issue ? estimateClass(pallet, pickupDate) : undefined);
  };
  const close = () => {
    setEstimate(undefined);
    setProblem(undefined);
  };
  const hint = estimate?.inForce.nearBreak;
  return (
    <>
      <Button variant="inline-link" onClick={open}>
        Calculate class
      </Button>
      {problem && (
        <Box color="text-status-error" fontSize="body-s">
          {problem}
        </Box>
      )}
      <Modal
        visible={Boolean(estimate)}
        onDismiss={close}
        header="Freight class from density"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  if (estimate) onUse(estimate.inForce.freightClass);
                  close();
                }}
              >
                Use class {estimate?.inForce.freightClass}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {estimate && (
          <SpaceBetween size="m">
            <Box>
              {estimate.cubicFeet} ft³ per pallet, density <b>{estimate.densityPcf} lb/ft³</b> (pallet height included).
            </Box>
            <Table
              variant="embedded"
              items={estimate.byTable}
              columnDefinitions={[
                { id: 'table', header: 'Density table', cell: (t) => t.name },
                { id: 'from', header: 'In force from', cell: (t) => t.effectiveFrom },
                {
                  id: 'class',
                  header: 'Class',
                  cell: (t) =>
                    t.table === estimate.inForce.table ? <b>{t.freightClass} (applies)</b> : t.freightClass,
                },
              ]}
            />
            {hint && (
              <Box color="text-status-info">
                {hint.shortByPcf} lb/ft³ more density (a tighter wrap or a lower stack) reaches class {hint.nextClass}.
              </Box>
            )}
          </SpaceBetween>
        )}
      </Modal>
    </>
  );
}
