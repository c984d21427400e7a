import { PostgresEventStore } from '@lens/event-store';
import { type TestDatabase, createTestDatabase } from '@lens/event-store/testing';
import pino from 'pino';
import { cardOrdersProjection, invoicesProjection } from '@lens/read-models';
import { projectorMigrations } from '../migrations';
import { rebuild, reprojectStream } from '../runner/rebuild';
import { runProjector } from '../runner/projector';
import { appendSubmissions, projectionsCaughtUp, waitFor } from '../testing/fixtures';

const logger = pino({ level: 'silent' });
const mine = [cardOrdersProjection, invoicesProjection];

describe('card-orders and invoices read models (real PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let ids: string[];

  const snapshot = async () => ({
    cards: (
      await db.pool.query('SELECT * FROM read_card_orders.card_orders ORDER BY submission_id')
    ).rows,
    invoices: (await db.pool.query('SELECT * FROM read_invoices.invoices ORDER BY invoice_id'))
      .rows,
  });

  beforeAll(async () => {
    db = await createTestDatabase({ migrations: [projectorMigrations] });
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 50 });
    ids = await appendSubmissions(store, 36);
    const controller = new AbortController();
    const running = runProjector(
      { pool: db.pool, store, logger, projections: mine, batchSize: 50, standbyRetryMs: 100 },
      controller.signal,
    );
    await waitFor(() => projectionsCaughtUp(db.pool, ['card-orders', 'invoices']));
    controller.abort();
    await running;
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('has one card row per entry whose card was ordered, mailed, with its amount', async () => {
    const { cards } = await snapshot();
    // The fixtures order and mail a card for every sixth entry.
    const carded = ids.filter((_, n) => n % 6 === 0).sort();
    expect(cards.map((row) => row.submission_id)).toEqual(carded);
    for (const row of cards)
      expect(row).toMatchObject({
        order_id: `o-${row.submission_id}`,
        status: 'mailed',
        fulfillment_type: 'physical_card',
        ordered_at: expect.any(Date),
        mailed_at: expect.any(Date),
      });
  });

  it('has one invoice line per reward part, adding up to the card’s amount', async () => {
    const { cards, invoices } = await snapshot();
    for (const card of cards) {
      const lines = invoices.filter((line) => line.submission_id === card.submission_id);
      // Three months of TAS: a base reward (no preferred bonus below a year), promo codes on some.
      expect(lines.map((line) => line.invoice_type)).toContain('base');
      expect(new Set(lines.map((line) => line.invoice_type)).size).toBe(lines.length);
      expect(lines.reduce((sum, line) => sum + line.value, 0)).toBe(card.amount);
      for (const line of lines)
        expect(line).toMatchObject({
          entry_id: card.submission_id,
          invoice_id: `${card.submission_id}:${line.invoice_type}`,
          jira_id: null,
          confirmation_code: expect.any(String),
          fulfillment_type: 'physical_card',
        });
    }
    // Promo codes are invoiced per code class.
    expect(invoices.map((line) => line.invoice_type)).toContain('promo:seasonal');
  });

  it('rebuilds to the same rows, and re-projects one entry alone to the same rows', async () => {
    const live = await snapshot();
    for (const projection of mine) await rebuild({ pool: db.pool, store, logger }, projection);
    expect(await snapshot()).toEqual(live);
    const [one] = live.cards;
    for (const projection of mine)
      await reprojectStream(
        { pool: db.pool, store },
        projection,
        `submission-${one.submission_id}`,
      );
    expect(await snapshot()).toEqual(live);
  });
});
