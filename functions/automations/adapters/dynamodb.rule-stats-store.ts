import { QueryCommand, UpdateCommand, type QueryCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RuleStatsStore } from '#domain/automations/automation-store.ports';
import { dynamoDocumentClient } from '#lib/clients';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import {
  AutomationStatsEntity,
  FIRED_ATTR_PREFIX,
  HITS_ATTR_PREFIX,
  statsExpiresAt,
} from '../db/automation-stats.entity';

type RuleStats = { lastFiredAt?: string; hits: number };

/** The day item's table and key, from its entity. */
const dayItem = (accountId: string, day: string) =>
  onTable(AutomationStatsEntity).get({ accountId, day }).params() as { TableName: string; Key: Record<string, string> };

/**
 * One UpdateItem for a run's statistics: ADD each rule's hits and SET its fired time on the day item.
 * `newest` (the run is the latest the item has seen) SETs the fired times outright; otherwise each keeps a
 * later time already there (if_not_exists) and the caller fixes the few an older time got.
 */
function recordUpdate(accountId: string, hits: ReadonlyMap<string, number>, at: string, newest: boolean) {
  const day = at.slice(0, 10);
  const names: Record<string, string> = { '#day': 'day', '#expiresAt': 'expiresAt' };
  const values: Record<string, unknown> = { ':at': at, ':day': day, ':expiresAt': statsExpiresAt(day) };
  const adds: string[] = [];
  const sets = ['#day = :day', '#expiresAt = :expiresAt'];
  let i = 0;
  for (const [ruleId, n] of hits) {
    names[`#h${i}`] = `${HITS_ATTR_PREFIX}${ruleId}`;
    names[`#f${i}`] = `${FIRED_ATTR_PREFIX}${ruleId}`;
    values[`:n${i}`] = n;
    adds.push(`#h${i} :n${i}`);
    sets.push(newest ? `#f${i} = :at` : `#f${i} = if_not_exists(#f${i}, :at)`);
    i++;
  }
  if (newest) {
    sets.push('#lastAt = :at');
    names['#lastAt'] = 'lastAt';
  }
  const input: UpdateCommandInput = {
    ...dayItem(accountId, day),
    UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  if (newest) input.ConditionExpression = 'attribute_not_exists(#lastAt) OR #lastAt <= :at';
  else input.ReturnValues = 'ALL_NEW';
  return new UpdateCommand(input);
}

/** The one rule's fired time moved to `at` unless a later run already set a later one. */
function firedCatchUp(accountId: string, ruleId: string, at: string) {
  return new UpdateCommand({
    ...dayItem(accountId, at.slice(0, 10)),
    UpdateExpression: 'SET #f = :at',
    ConditionExpression: '#f < :at',
    ExpressionAttributeNames: { '#f': `${FIRED_ATTR_PREFIX}${ruleId}` },
    ExpressionAttributeValues: { ':at': at },
  });
}

const ignoreConditionFailure = (err: unknown) => {
  if (!isConditionFailure(err)) throw err;
};

export const dynamoRuleStatsStore: RuleStatsStore = {
  async read(accountId, sinceDay) {
    const client = dynamoDocumentClient();
    const query = onTable(AutomationStatsEntity).query.byAccount({ accountId }).params() as QueryCommandInput;
    const stats = new Map<string, RuleStats>();
    const entry = (ruleId: string) => {
      let s = stats.get(ruleId);
      if (!s) stats.set(ruleId, (s = { hits: 0 }));
      return s;
    };
    let start: Record<string, unknown> | undefined;
    do {
      // Every kept day item (a year's worth fits one page): hits from those since `sinceDay`, fired times from all.
      const page = await client.send(new QueryCommand({ ...query, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        const inWindow = String(item.day) >= sinceDay;
        for (const [name, value] of Object.entries(item)) {
          if (name.startsWith(FIRED_ATTR_PREFIX)) {
            const s = entry(name.slice(FIRED_ATTR_PREFIX.length));
            if (!s.lastFiredAt || s.lastFiredAt < String(value)) s.lastFiredAt = String(value);
          } else if (inWindow && name.startsWith(HITS_ATTR_PREFIX)) {
            entry(name.slice(HITS_ATTR_PREFIX.length)).hits += Number(value) || 0;
          }
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return stats;
  },

  async record(accountId, hits, at) {
    if (hits.size === 0) return;
    const client = dynamoDocumentClient();
    try {
      await client.send(recordUpdate(accountId, hits, at, true));
      return;
    } catch (err) {
      ignoreConditionFailure(err);
    }
    // A later run was recorded first (concurrent workers): count the hits, keep the later fired times.
    const { Attributes: item = {} } = await client.send(recordUpdate(accountId, hits, at, false));
    const older = [...hits.keys()].filter((ruleId) => String(item[`${FIRED_ATTR_PREFIX}${ruleId}`]) < at);
    await Promise.all(
      older.map((ruleId) => client.send(firedCatchUp(accountId, ruleId, at)).catch(ignoreConditionFailure)),
    );
  },
};
