/**
 * What must hold once the faults are over, read from the database (the event store is the
 * truth): every confirmed entry decided, every approved entry's one card mailed, one e-mail per
 * trigger, and read models equal to a fresh rebuild.
 */
import type { Pool } from 'pg';

const DECISIONS = ['SubmissionApproved', 'SubmissionRejected', 'MailRequired'];

/** The e-mail each step of an entry causes (process-manager/job-plan.ts). */
const MAIL_OF: Readonly<Record<string, string>> = {
  SubmissionConfirmed: 'submission_confirmed',
  SubmissionApproved: 'submission_approved',
  SubmissionRejected: 'submission_rejected',
  MailRequired: 'mail_required',
  RewardCardMailed: 'card_mailed',
};

const count = async (pool: Pool, sql: string, values: unknown[] = []) =>
  Number((await pool.query<{ n: string }>(sql, values)).rows[0]?.n ?? 0);

export interface Outstanding {
  undecided: number;
  cardsNotMailed: number;
  mailsNotSent: number;
}

/** What is still to happen: entries without a decision, approved without a mailed card, e-mails. */
export async function outstanding(pool: Pool): Promise<Outstanding> {
  const undecided = await count(
    pool,
    `SELECT count(*) AS n FROM es.events c
      WHERE c.type = 'SubmissionConfirmed'
        AND NOT EXISTS (SELECT 1 FROM es.events d WHERE d.stream_id = c.stream_id
                          AND d.revision > c.revision AND d.type = ANY($1))`,
    [DECISIONS],
  );
  const cardsNotMailed = await count(
    pool,
    `SELECT count(*) AS n FROM es.events a
      WHERE a.type = 'SubmissionApproved'
        AND NOT EXISTS (SELECT 1 FROM es.events m WHERE m.stream_id = a.stream_id
                          AND m.type = 'RewardCardMailed')`,
  );
  const mailsNotSent = await count(
    pool,
    `SELECT count(*) AS n FROM es.events e
       JOIN (SELECT unnest($1::text[]) AS type, unnest($2::text[]) AS template) t USING (type)
      WHERE e.stream_id LIKE 'submission-%'
        AND NOT EXISTS (SELECT 1 FROM sent_mail s WHERE s.status = 'sent'
                          AND s.submission_id = substr(e.stream_id, 12) AND s.template = t.template)`,
    [Object.keys(MAIL_OF), Object.values(MAIL_OF)],
  );
  return { undecided, cardsNotMailed, mailsNotSent };
}

export interface Twice {
  /** Streams with more than one card ordered or mailed, or more than one decision per confirmation. */
  doubleEvents: number;
  /** Entries the card provider took more than one order for (it records every order it gets). */
  doubleOrders: number;
  /** Entries with more than one `sent_mail` job of a template. */
  doubleMails: number;
}

/**
 * What was done twice, from the event store, the card provider's orders (counted: the provider
 * takes any number per entry) and the mail jobs. The e-mails actually sent are counted from the
 * transport's send ledger (`sendLedgerProblems`).
 */
export async function doneTwice(pool: Pool): Promise<Twice> {
  const doubleEvents = await count(
    pool,
    `SELECT count(*) AS n FROM (
       SELECT stream_id FROM es.events
        WHERE type IN ('RewardCardOrdered', 'RewardCardMailed', 'SubmissionConfirmed')
           OR type = ANY($1)
        GROUP BY stream_id
       HAVING count(*) FILTER (WHERE type = 'RewardCardOrdered') > 1
           OR count(*) FILTER (WHERE type = 'RewardCardMailed') > 1
           OR count(*) FILTER (WHERE type = ANY($1))
              > count(*) FILTER (WHERE type = 'SubmissionConfirmed')) twice`,
    [DECISIONS],
  );
  const doubleOrders = await count(
    pool,
    `SELECT count(*) AS n FROM (SELECT submission_id FROM card_fulfilment_orders
                                 GROUP BY submission_id HAVING count(*) > 1) twice`,
  );
  const doubleMails = await count(
    pool,
    `SELECT count(*) AS n FROM (SELECT submission_id, template FROM sent_mail
                                 WHERE submission_id IS NOT NULL
                                 GROUP BY submission_id, template HAVING count(*) > 1) twice`,
  );
  return { doubleEvents, doubleOrders, doubleMails };
}

/** Every table of every read model (`read_*` schemas), each as its rows' JSON, sorted. */
export async function snapshotReadModels(pool: Pool): Promise<Record<string, string[]>> {
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema LIKE 'read\\_%' AND table_schema NOT LIKE '%\\_\\_next'
        AND table_type = 'BASE TABLE'
      ORDER BY 1, 2`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    const { rows } = await pool.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM "${schema}"."${name}" t`,
    );
    snapshot[`${schema}.${name}`] = rows.map((r) => r.row).sort();
  }
  return snapshot;
}

/** Tables whose rows differ between two snapshots, with a few of the differing rows. */
export function differences(
  live: Record<string, string[]>,
  rebuilt: Record<string, string[]>,
): string[] {
  const found: string[] = [];
  for (const table of new Set([...Object.keys(live), ...Object.keys(rebuilt)])) {
    const a = live[table] ?? [];
    const b = rebuilt[table] ?? [];
    const [inA, inB] = [new Set(a), new Set(b)];
    const onlyLive = a.filter((row) => !inB.has(row));
    const onlyRebuilt = b.filter((row) => !inA.has(row));
    if (onlyLive.length || onlyRebuilt.length || a.length !== b.length)
      found.push(
        `${table}: ${a.length} live rows, ${b.length} rebuilt; live only: ${onlyLive.slice(0, 2).join(' ')}; rebuilt only: ${onlyRebuilt.slice(0, 2).join(' ')}`,
      );
  }
  return found;
}

/** A line of the file transport's send ledger (apps/api/src/worker/email/mail-transport.ts). */
interface Send {
  id: string;
  to: string;
  template: string;
  submissionId: string | null;
}

/**
 * Every e-mail exactly once, read from the send ledger (a line per message the transport sent,
 * never rewritten): no (recipient, template, entry) sent twice, and every e-mail an entry's
 * events call for sent once. Returns what is wrong, and how many sends the ledger holds.
 */
export async function sendLedgerProblems(
  pool: Pool,
  ledger: string,
): Promise<{ problems: string[]; sends: number }> {
  const sends = ledger
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Send);
  const byKey = new Map<string, number>();
  for (const send of sends) {
    const key = `${send.to} ${send.template} ${send.submissionId ?? send.id}`;
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  const twice = [...byKey].filter(([, n]) => n > 1);
  const problems = twice.length
    ? [
        `${twice.length} e-mails sent more than once: ${twice
          .slice(0, 3)
          .map(([key, n]) => `${key} ×${n}`)
          .join('; ')}`,
      ]
    : [];
  const { rows } = await pool.query<{ submission: string; template: string }>(
    `SELECT DISTINCT substr(e.stream_id, 12) AS submission, t.template FROM es.events e
       JOIN (SELECT unnest($1::text[]) AS type, unnest($2::text[]) AS template) t USING (type)
      WHERE e.stream_id LIKE 'submission-%'`,
    [Object.keys(MAIL_OF), Object.values(MAIL_OF)],
  );
  const sent = new Map<string, number>();
  for (const send of sends)
    if (send.submissionId) {
      const key = `${send.submissionId} ${send.template}`;
      sent.set(key, (sent.get(key) ?? 0) + 1);
    }
  const notOnce = rows.filter((row) => sent.get(`${row.submission} ${row.template}`) !== 1);
  if (notOnce.length)
    problems.push(
      `${notOnce.length} of ${rows.length} entry e-mails not sent exactly once: ${notOnce
        .slice(0, 3)
        .map(
          (row) =>
            `${row.template} of ${row.submission} ×${sent.get(`${row.submission} ${row.template}`) ?? 0}`,
        )
        .join('; ')}`,
    );
  if (!rows.length) problems.push('no entry e-mail was called for: the load made no entries');
  return { problems, sends: sends.length };
}

/** Entries (PurchaseDateEntered) per profile, for the profiles given. */
export async function entriesPerProfile(
  pool: Pool,
  profileIds: readonly string[],
): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ profile: string; n: string }>(
    `SELECT data->>'profileId' AS profile, count(*) AS n FROM es.events
      WHERE type = 'PurchaseDateEntered' AND data->>'profileId' = ANY($1)
      GROUP BY 1`,
    [profileIds],
  );
  return new Map(rows.map((row) => [row.profile, Number(row.n)]));
}
