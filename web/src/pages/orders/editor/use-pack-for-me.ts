import { useState } from 'react';
import type { BoxResponse } from '#api/catalog';
import type { PackOrderRequest } from '#api/packing';
import type { PackingAlgorithm, PackingResult } from '#domain/packing/packing.schema';
import { useApi } from '#web/api/api-context';
import { ordersApi } from '#web/api/orders-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { shipmentValuesFromPacking, toShipment, type OrderFormValues } from './order-form.values';
import type { SetOrderValues } from './use-order-form';

/** The "Pack for me" request: the editor's shipments, and the packer a rule chose (else the account's setting). */
export function packRequestOf(
  values: OrderFormValues,
  boxes: readonly BoxResponse[],
  international: boolean,
  algorithm?: PackingAlgorithm | null,
): PackOrderRequest {
  return {
    shipments: values.shipments.map((s) => toShipment(s, boxes, international)) as never,
    ...(algorithm ? { algorithm } : {}),
  };
}

/** "Pack for me": the server packs every line of every shipment into the merchant's flagged boxes; the answer replaces the shipments. */
export function usePackForMe({
  values,
  setValues,
  boxes,
  international,
  algorithm,
}: {
  values: OrderFormValues;
  setValues: SetOrderValues;
  boxes: readonly BoxResponse[];
  international: boolean;
  /** The packer an automation rule chose for this order; absent, the account's setting. */
  algorithm?: PackingAlgorithm | null;
}) {
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const [packing, setPacking] = useState<PackingResult | null>(null);
  const [busy, setBusy] = useState(false);

  async function pack() {
    const lines = values.shipments.flatMap((s) => [...s.products, ...s.packagings]);
    if (lines.length === 0) {
      notify({ type: 'info', content: 'Add products first, then Shipdeck can choose the boxes.' });
      return;
    }
    setBusy(true);
    try {
      const answer = await ordersApi(client).pack(packRequestOf(values, boxes, international, algorithm));
      setValues((cur) => ({ ...cur, shipments: shipmentValuesFromPacking(answer.shipments, cur.shipments[0], lines) }));
      setPacking(answer.packing);
      const unpacked = answer.packing.unpacked.reduce((n, u) => n + u.quantity, 0);
      notify({
        type: unpacked ? 'warning' : 'success',
        content: `Packed into ${answer.packing.boxes.length} box${answer.packing.boxes.length === 1 ? '' : 'es'}${unpacked ? `; ${unpacked} units fit no box` : ''}.`,
      });
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  return { pack, packing, busy };
}
