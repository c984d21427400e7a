import { PROJECTION_NAMES, liveTable } from '../names';

/** The opt-ins' table, as the api's queries name it (`read_opt_ins.opt_ins`). */
export const OPT_INS_TABLE = liveTable(PROJECTION_NAMES.optIns, 'opt_ins');
