/**
 * Preloaded into the benchmark's stack processes (`node --require …`, see bench.ts) when
 * BENCH_COUNT_DIR is set: counts what each process asks of PostgreSQL and Redis and writes the
 * counts to `<BENCH_COUNT_DIR>/<pid>.json` (every 250 ms while they change, and at exit).
 *   - statements: SQL statements sent to PostgreSQL (a query text holding several statements
 *     counts each; a function call counts one, as pg_stat_statements' top level would);
 *   - roundTrips: queries sent through pg (each waits for its answer);
 *   - redisCommands: commands sent to Redis (a pipeline's or a script's count one each);
 *   - byText: statements per normalised SQL text, to see which ones a journey repeats.
 * It measures and changes nothing else; without BENCH_COUNT_DIR it does nothing.
 */
'use strict';
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const dir = process.env.BENCH_COUNT_DIR;
if (dir) {
  const counts = { statements: 0, roundTrips: 0, redisCommands: 0, byText: {}, redisByName: {} };
  let dirty = false;
  const file = path.join(dir, `${process.pid}.json`);
  const flush = () => {
    if (!dirty) return;
    dirty = false;
    writeFileSync(file, JSON.stringify({ argv: process.argv.slice(1, 3), ...counts }));
  };
  setInterval(flush, 250).unref();
  process.on('exit', () => flush());

  /** Statements in a query text: semicolons outside quotes, comments and dollar quotes. */
  const statementsIn = (text) => {
    const body = text
      .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "''")
      .replace(/'(?:[^']|'')*'/g, "''")
      .replace(/"(?:[^"]|"")*"/g, '""')
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    return Math.max(1, body.split(';').filter((part) => part.trim() !== '').length);
  };
  const normalise = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 160);

  const count = (query) => {
    const text =
      typeof query === 'string'
        ? query
        : query && typeof query.text === 'string'
          ? query.text
          : null;
    const statements = text === null ? 1 : statementsIn(text);
    counts.statements += statements;
    counts.roundTrips += 1;
    const key = text === null ? '(submittable)' : normalise(text);
    counts.byText[key] = (counts.byText[key] ?? 0) + statements;
    dirty = true;
  };

  const patchPg = () => {
    try {
      const pg = require('pg');
      const original = pg.Client.prototype.query;
      pg.Client.prototype.query = function countedQuery(config, ...rest) {
        count(config);
        return original.call(this, config, ...rest);
      };
    } catch {
      // pg not installed for this process
    }
  };
  const patchRedis = () => {
    try {
      const Redis = require('ioredis');
      const original = Redis.prototype.sendCommand;
      Redis.prototype.sendCommand = function countedCommand(command, ...rest) {
        counts.redisCommands += 1;
        const name = command && command.name ? String(command.name) : '?';
        counts.redisByName[name] = (counts.redisByName[name] ?? 0) + 1;
        dirty = true;
        return original.call(this, command, ...rest);
      };
    } catch {
      // ioredis not installed for this process
    }
  };
  patchPg();
  patchRedis();
}
