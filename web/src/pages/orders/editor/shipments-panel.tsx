import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { autoCoverageBand, autoCoverageHint } from '#domain/claims/confidence-coverage.rules';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import { newShipment, type OrderFormValues } from './order-form.values';
import { PackingPicture } from './packing-picture';
import { ShipmentEditor, type ShipmentLookups } from './shipment-editor';
import type { usePackForMe } from './use-pack-for-me';
import type { SetOrderValues } from './use-order-form';
import { useShipmentProfiles } from './use-shipment-profiles';

/** The order's shipments, each in its own editor, with "Pack for me" and the packing it drew. */
export function ShipmentsPanel({
  values,
  setValues,
  settings,
  confidence,
  lookups,
  international,
  packer,
}: {
  values: OrderFormValues;
  setValues: SetOrderValues;
  settings: AccountSettings | null;
  /** The address's confidence score: its band may have added full coverage (accounts §9). */
  confidence: number | null;
  lookups: ShipmentLookups;
  international: boolean;
  packer: ReturnType<typeof usePackForMe>;
}) {
  const profiles = useShipmentProfiles(international);
  const band = autoCoverageBand(confidence, settings?.confidenceScoreInsurance);
  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={`(${values.shipments.length})`}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button formAction="none" loading={packer.busy} onClick={packer.pack}>
                Pack for me
              </Button>
              <Button
                formAction="none"
                iconName="add-plus"
                onClick={() =>
                  setValues((cur) => ({ ...cur, shipments: [...cur.shipments, newShipment(settings, cur.orderValue)] }))
                }
              >
                Add shipment
              </Button>
            </SpaceBetween>
          }
        >
          Shipments
        </Header>
      }
    >
      <SpaceBetween size="l">
        {values.shipments.length === 0 && (
          <Box color="text-status-inactive">No shipments. Add one to choose products, box and options.</Box>
        )}
        {values.shipments.map((s, i) => (
          <ShipmentEditor
            key={s.id ?? `new-${i}`}
            index={i}
            value={s}
            coverageHint={band && s.insuranceActive ? autoCoverageHint(band) : undefined}
            lookups={lookups}
            international={international}
            profiles={profiles}
            onChange={(next) =>
              setValues((cur) => ({ ...cur, shipments: cur.shipments.map((x, j) => (j === i ? next : x)) }))
            }
            onRemove={
              values.shipments.length > 1
                ? () => setValues((cur) => ({ ...cur, shipments: cur.shipments.filter((_, j) => j !== i) }))
                : undefined
            }
          />
        ))}
        {packer.packing && <PackingPicture packing={packer.packing} />}
      </SpaceBetween>
    </Container>
  );
}
