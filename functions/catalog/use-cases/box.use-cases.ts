import type { BoxResponse, ListQuery } from '#api/catalog';
import type { IdGenerator } from '#domain/accounts/ports';
import { boxPresets } from '#domain/boxes/box-presets.rules';
import { boxFromRequest, type BoxRequestValues } from '#domain/boxes/box-request.schema';
import type { BoxRecord, BoxStore } from '#domain/catalog/ports';
import { toCents } from '#domain/money/cents.rules';
import { NotFoundError } from '#lib/errors';
import { presentBox } from './catalog.presenter';

export interface BoxDeps {
  boxes: BoxStore;
  ids: IdGenerator;
}

const notFound = () => new NotFoundError('Box');

function toRecord(id: string, v: BoxRequestValues): BoxRecord {
  const { cost, ...box } = boxFromRequest(id, v);
  return { ...box, costCents: toCents(cost) };
}

/** Boxes (orders §3 Box) and the ready-made presets of orders §9. An account has at most one default box. */
export function makeBoxUseCases({ boxes, ids }: BoxDeps) {
  const getOne = async (accountId: string, boxId: string): Promise<BoxResponse> => {
    const record = await boxes.get(accountId, boxId);
    if (!record) throw notFound();
    return presentBox(record);
  };
  const othersToClear = async (accountId: string, v: BoxRequestValues, selfId: string) =>
    v.default ? (await boxes.defaultIds(accountId)).filter((id) => id !== selfId) : [];

  return {
    async list(accountId: string, page: ListQuery) {
      const { items, cursor } = await boxes.list(accountId, page);
      return { items: items.map(presentBox), cursor };
    },

    get: getOne,

    async create(accountId: string, values: BoxRequestValues): Promise<BoxResponse> {
      const record = toRecord(ids.newId(), values);
      await boxes.create(accountId, record, { clearDefaultOf: await othersToClear(accountId, values, record.id) });
      return getOne(accountId, record.id);
    },

    async update(accountId: string, boxId: string, values: BoxRequestValues): Promise<BoxResponse> {
      if (!(await boxes.get(accountId, boxId))) throw notFound();
      const saved = await boxes.update(accountId, toRecord(boxId, values), {
        clearDefaultOf: await othersToClear(accountId, values, boxId),
      });
      if (!saved) throw notFound();
      return getOne(accountId, boxId);
    },

    async remove(accountId: string, boxId: string): Promise<void> {
      if (!(await boxes.delete(accountId, boxId))) throw notFound();
    },

    presets: () => ({ presets: boxPresets() }),
  };
}
