/**
 * The demo seed, run by `npm start` (and the e2e stack) once the processes are up: reference
 * data (ZIP centroids, ~4,000 practices), staff and demo accounts, a demo patient at a preferred
 * practice, and promotions with code classes. Every step is idempotent: running it again
 * changes nothing. Demo data only — never run against production.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { isPreferredActive, PRODUCT_CODES, type PracticePrograms } from '@lens/domain';
import { Logger } from 'nestjs-pino';
import type { Pool } from 'pg';
import type { Actor } from './platform/auth/tokens';
import { CLOCK, type Clock } from './platform/clock/clock';
import { loadConfig } from './platform/config/config';
import { DemoSeedModule } from './demo-seed.module';
import { PG_POOL } from './platform/infrastructure/tokens';
import { AddPatientCommand } from './features/patients/commands/add-patient';
import { Accounts } from './features/profiles/accounts';
import { Promotions } from './features/promotions/promotions';
import { seedReferenceData } from './dev/seed';
import { exitOnStartupFailure } from '@lens/runtime';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './dev/demo-accounts';

/** Demo promotions: one per class; WELCOME and ECP stack from 2025-07-01. */
const PROMOTIONS = [
  {
    code: 'WELCOME25',
    codeClass: 'welcome',
    award: 25,
    patient_types: ['new_acuvue', 'new_product'],
    combine: ['ecp'],
  },
  {
    code: 'ECP10',
    codeClass: 'ecp',
    award: 10,
    patient_types: ['new_acuvue', 'new_product', 'current_wearer'],
    combine: ['welcome'],
  },
  {
    code: 'FALL20',
    codeClass: 'seasonal',
    award: 20,
    patient_types: ['new_acuvue', 'new_product', 'current_wearer'],
    combine: [],
  },
] as const;

async function seedAccounts(
  accounts: Accounts,
  commands: CommandBus,
  pool: Pool,
  clock: Clock,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await accounts.findByEmail(account.email)) continue;
    const created = await accounts.createAccount({
      email: account.email,
      password: DEMO_PASSWORD,
      first_name: account.first_name,
      last_name: account.last_name,
      birthday: '1988-04-12',
      language: account.language,
      role: account.role,
    });
    if (account.role !== 'patient') continue;
    const practice = await preferredPracticeNear(
      pool,
      clock,
      account.language === 'es' ? 'Miami' : 'Austin',
    );
    const actor: Actor = {
      profileId: created.profileId,
      role: 'patient',
      sessionId: 'demo-seed',
      expiresAt: Number.MAX_SAFE_INTEGER,
    };
    await commands.execute(
      new AddPatientCommand(
        actor,
        {
          name: `${account.first_name} ${account.last_name}`,
          relation_to_profile: 'SELF',
          address1: '1200 Congress Ave',
          city: practice.city,
          state: practice.state,
          postal_code: practice.postal_code,
          country: 'US',
          sap: practice.sap,
        } as AddPatientCommand['request'],
        { actor: { profileId: created.profileId } },
      ),
    );
  }
}

/** An active practice in the city that is preferred-active on the clock's today. */
async function preferredPracticeNear(pool: Pool, clock: Clock, city: string) {
  const { rows } = await pool.query<{
    sap: string;
    city: string;
    state: string;
    postal_code: string;
    programs: PracticePrograms;
  }>(
    `SELECT sap, city, state, postal_code, programs FROM practices
      WHERE status = 'active' AND sap <> '999' AND city = $1 ORDER BY sap`,
    [city],
  );
  const now = clock.now().getTime();
  const practice = rows.find((row) => isPreferredActive(row.programs, now)) ?? rows[0];
  if (!practice) throw new Error(`The reference seed has no practice in ${city}`);
  return practice;
}

async function seedPromotions(promotions: Promotions): Promise<void> {
  for (const promotion of PROMOTIONS) {
    await promotions.create({
      promotion_name: `${promotion.code} demo promotion`,
      display_name: `${promotion.code}`,
      code: promotion.code,
      start_date: '2021-05-27',
      end_date: '2025-12-31',
      eligible_brands: [...PRODUCT_CODES],
      patient_types: [...promotion.patient_types],
      entry_types: ['checkout', 'shop', 'site'],
      both_eyes: false,
      award: promotion.award,
    } as Parameters<Promotions['create']>[0]);
    await promotions.defineCodeClass({
      code_class: promotion.codeClass,
      code: promotion.code,
    } as Parameters<Promotions['defineCodeClass']>[0]);
  }
  for (const promotion of PROMOTIONS) {
    if (promotion.combine.length === 0) continue;
    await promotions.setCombineClasses({
      code_class: promotion.codeClass,
      combine_classes: [...promotion.combine],
    } as Parameters<Promotions['setCombineClasses']>[0]);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === 'production') throw new Error('The demo seed refuses to run in production');
  const app = await NestFactory.createApplicationContext(DemoSeedModule.forRoot({ config }), {
    bufferLogs: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  try {
    const pool = app.get<Pool>(PG_POOL);
    const reference = await seedReferenceData(pool);
    logger.log(
      reference.skipped
        ? 'reference data already seeded'
        : `seeded ${reference.practices} practices`,
    );
    await seedAccounts(app.get(Accounts), app.get(CommandBus), pool, app.get<Clock>(CLOCK));
    await seedPromotions(app.get(Promotions));
    logger.log('demo data ready');
  } finally {
    await app.close();
  }
}

main().catch(exitOnStartupFailure);
