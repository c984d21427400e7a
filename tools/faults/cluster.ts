/**
 * A throw-away PostgreSQL cluster of the fault test's own (initdb/pg_ctl of the installed
 * PostgreSQL, in a temporary directory, on a free port), so that restarting it disturbs no
 * other test or stack on the machine.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/** The newest installed PostgreSQL's programs (PG_BIN overrides). */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('No PostgreSQL found under /usr/lib/postgresql (set PG_BIN)');
  return path.join(root, versions[0], 'bin');
}

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user. */
function run(program: string, args: string[], owner: boolean): string {
  const bin = path.join(binDir(), program);
  const asRoot = process.getuid?.() === 0;
  const [command, argv] =
    asRoot && owner ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface Cluster {
  port: number;
  /** A database URL on this cluster (superuser `lens`, trust authentication). */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** Fast shutdown: every connection is cut, new ones are refused until `start`. */
  stop(): void;
  start(): void;
  /** Stops the cluster for good (its files go with the temporary directory). */
  destroy(): void;
}

export function createCluster(dir: string, port: number): Cluster {
  const data = path.join(dir, 'pg');
  const log = path.join(dir, 'postgresql.log');
  if (process.getuid?.() === 0) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  run('initdb', ['-D', data, '-U', 'lens', '--auth=trust', '-E', 'UTF8', '--no-sync'], true);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=120',
    // Durability is not under test here; speed on a shared 2-core machine is.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', 'start'], true);
  start();
  let running = true;
  return {
    port,
    url: (database) => `postgres://lens@127.0.0.1:${port}/${database}`,
    createDatabase: async (name) => {
      const client = new Client({ connectionString: `postgres://lens@127.0.0.1:${port}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
    },
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], true);
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    destroy: () => {
      if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], true);
      running = false;
    },
  };
}

const idOf = (flag: '-u' | '-g', name: string) =>
  Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
const uidOf = (name: string) => idOf('-u', name);
const gidOf = (name: string) => idOf('-g', name);
