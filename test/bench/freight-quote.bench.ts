/**
 * Freight (LTL) quoting (issue 27): p95 of the real POST /api/v1/freight/quotes handler (token
 * claims, membership, zod, the request built, every sandbox LTL carrier asked at once within its
 * timeout, the quote kept in DynamoDB Local) against asking the same sandbox carriers directly with
 * the same request, measured interleaved in the same run so machine noise hits both alike.
 */
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleInterleaved } from './support/stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TABLE = 'shipdeck-bench-freight';

async function main() {
  await withBenchTable(TABLE, async () => {
    const { createTestAccount } = await import('../support/accounts');
    const { validFreightQuoteRequest } = await import('../support/freight');
    const { freightQuoteRequestSchema } = await import('#api/freight');
    const { freightRequestOf } = await import('#domain/freight/freight-request.rules');
    const { handler: freightQuotes } = await import('#functions/freight/handlers/freight-quotes.handler');
    const { freightCarriersFromConfig } = await import('#functions/freight/freight.deps');
    const { askFreightCarriers } = await import('#functions/freight/use-cases/freight-quotes.use-case');

    const { accountId, owner } = await createTestAccount('Bench Freight');
    const body = validFreightQuoteRequest();
    const event = () => apiEvent({ method: 'POST', path: '/api/v1/freight/quotes', user: owner, accountId, body });
    const carriers = freightCarriersFromConfig();
    const request = freightRequestOf(freightQuoteRequestSchema.parse(body));
    const first = await invoke(freightQuotes, event());
    const quotes = (first.body as { quotes?: unknown[] }).quotes?.length ?? 0;
    if (first.status !== 201 || quotes === 0)
      throw new Error(`freight quote failed: ${first.status} ${JSON.stringify(first.body)}`);

    const { a: handler, b: direct } = await sampleInterleaved(
      () => invoke(freightQuotes, event()),
      () => askFreightCarriers(carriers, request),
      { warmup: 20, samples: SAMPLES },
    );
    console.log(`freight quote: ${quotes} LTL quotes per request (${carriers.length} carriers), ${SAMPLES} samples`);
    console.log(
      benchLine({
        bench: 'freight-quote',
        handlerP95Ms: round(percentile(handler, 95)),
        directP95Ms: round(percentile(direct, 95)),
        p95Ratio: round(percentile(handler, 95) / percentile(direct, 95)),
      }),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
