import { Inject, Injectable } from '@nestjs/common';
import {
  type EcpStatus,
  NOT_LISTED_SAP,
  type NotListedDoctor,
  type PracticePrograms,
  type PracticeSnapshot,
} from '@lens/domain';
import type { Pool } from 'pg';
import { PG_POOL } from '../../platform/infrastructure/tokens';

interface PracticeRow {
  sap: string;
  status: EcpStatus;
  programs: PracticePrograms;
  display_name: string;
  scg_key: string | null;
}

/** A practice as the domain checks it (a patient's choice, an entry's practice), from `practices`. */
@Injectable()
export class PracticeSnapshots {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Null for a sap no practice has; sap 999 ("not listed") is always known, with the doctor. */
  async find(sap: string, doctor: NotListedDoctor | null): Promise<PracticeSnapshot | null> {
    if (sap === NOT_LISTED_SAP)
      return { sap, status: 'active', programs: {}, notListedDoctor: doctor };
    const { rows } = await this.pool.query<PracticeRow>(
      'SELECT sap, status, programs, display_name, scg_key FROM practices WHERE sap = $1',
      [sap],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      sap: row.sap,
      status: row.status,
      programs: row.programs,
      displayName: row.display_name,
      scgKey: row.scg_key,
    };
  }
}
