// A promotion the demo seed lacks: one limited to a practice list, so a spec can see the
// "not eligible at the selected practice" refusal. No committed admin API creates one yet, so its
// events are appended to the event store directly (shaped by the domain's event types) and the
// projector puts it in the `promotions` read model. Idempotent: a second run changes nothing.
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
// A type-only import: erased, so the specs never load the library at run time.
import type { CodeClassDefined, PromotionCreated, PromotionPracticeListSet } from '@lens/domain';
import { Client } from 'pg';

export const PRACTICE_ONLY_CODE = 'E2EPRACTICE15';
const CODE_CLASS = 'e2e_practice';
/** A sap no practice has: every real practice is outside the promotion's list. */
const ONLY_AT_SAP = '0000001';
const EVENTS_CHANNEL = 'es_events';
/** The promotion's id is its code in upper case (libs/domain promotionIdOf). */
const PROMOTION_ID = PRACTICE_ONLY_CODE.toUpperCase();

/** The stack's database; without a user name in it, PGUSER or the OS user (as the stack does). */
function databaseUrl(): string {
  const given = process.env['E2E_DATABASE_URL'] ?? process.env['DATABASE_URL'];
  if (!given)
    throw new Error(
      'Set DATABASE_URL (or E2E_DATABASE_URL) to the e2e stack’s database, e.g. postgres://localhost:5432/lens_e2e_patient',
    );
  const url = new URL(given);
  if (!url.username) url.username = process.env['PGUSER'] ?? userInfo().username;
  return url.toString();
}

type DomainEvent = PromotionCreated | PromotionPracticeListSet | CodeClassDefined;

/** Appends as a new stream; a stream an earlier run made is left as it is. */
async function appendNew(client: Client, stream: string, events: readonly DomainEvent[]) {
  const rows = events.map((event) => ({
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: { schemaVersion: 1, actorId: 'e2e-setup', correlationId: randomUUID() },
  }));
  await client.query('SELECT * FROM es.append_events($1, $2, $3::jsonb, $4)', [
    stream,
    rows.length,
    JSON.stringify(rows),
    'no_stream',
  ]);
}

/**
 * The events an admin's promotion commands would record (typed by libs/domain, so a change of
 * their shape fails the typecheck). The specs cannot run the library's deciders: see
 * docs/decisions/patient-journey.md.
 */
function promotionEvents(at: string): DomainEvent[] {
  return [
    {
      type: 'PromotionCreated',
      data: {
        promotionId: PROMOTION_ID,
        code: PRACTICE_ONLY_CODE,
        definition: {
          promotion_name: 'E2E practice-only promotion',
          display_name: PRACTICE_ONLY_CODE,
          jira_issue_id: null,
          start_date: '2021-05-27',
          end_date: '2025-12-31',
          eligible_brands: [],
          patient_types: [],
          entry_types: [],
          both_eyes: false,
          award: 15,
        },
        createdAt: at,
      },
    },
    {
      type: 'PromotionPracticeListSet',
      data: {
        promotionId: PROMOTION_ID,
        code: PRACTICE_ONLY_CODE,
        type: 'sap',
        values: [ONLY_AT_SAP],
        setAt: at,
      },
    },
  ];
}

export async function ensurePracticeOnlyPromotion(): Promise<string> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const at = new Date().toISOString();
    await appendNew(client, `promotion-${PROMOTION_ID}`, promotionEvents(at));
    await appendNew(client, `codeclass-${CODE_CLASS}`, [
      {
        type: 'CodeClassDefined',
        data: { codeClass: CODE_CLASS, code: PRACTICE_ONLY_CODE, definedAt: at },
      },
    ]);
    await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, '']);
    await waitForReadModel(client, PRACTICE_ONLY_CODE);
    return PRACTICE_ONLY_CODE;
  } finally {
    await client.end();
  }
}

async function waitForReadModel(client: Client, code: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await client.query<{ saps: string[] }>(
      'SELECT practice_saps AS saps FROM read_promotions.promotions WHERE code_key = $1',
      [code.toUpperCase()],
    );
    if (rows[0]?.saps?.includes(ONLY_AT_SAP)) return;
    if (Date.now() > deadline)
      throw new Error(`the projector did not show promotion ${code} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
