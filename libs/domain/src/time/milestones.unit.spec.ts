import { startOfDay } from './days';
import {
  activeMilestones,
  isMilestoneActive,
  MILESTONES,
  isMilestoneOpen,
  milestoneNamed,
  openMilestones,
  PROMO_ITEMISATION_FROM_MS,
  promoItemisationShown,
  type Milestone,
} from './milestones';
import { SUB_PHASES } from './sub-phases';

const byName = (name: string): Milestone => MILESTONES.find((m) => m.name === name) as Milestone;

describe('milestones (spec 000 §9)', () => {
  it.each([
    ['oasys_max_pilot', '2022-07-15', '2022-09-01', false],
    ['Express_Rewards_Updates', '2023-04-17', null, true],
    ['Multifocal_Upgrade', '2023-04-17', null, false],
    ['aug_2023', '2023-08-31', null, false],
    ['jan_2024', '2024-01-01', null, false],
    ['diamond_plus', null, null, false],
    ['warbyParker2023', null, null, false],
    ['mailDisruptionNotice', null, null, false],
    ['may_2024', '2024-05-01', null, false],
    ['jul_2024', '2024-07-01', null, false],
    ['TotalVisionExpired', null, null, false],
    ['studentSweepstakes2024', '2024-11-01', '2025-01-31', true],
    ['{hash}', null, null, true],
    ['startFlexJourneyAsCurrentWearer', null, null, true],
    ['promocodeStacking', '2025-07-01', null, true],
  ])('%s: %s to %s, public %s', (name, start, end, isPublic) => {
    expect(byName(name)).toEqual({ name, start, end, public: isPublic });
  });

  it('has exactly the 15 milestones', () => {
    expect(MILESTONES).toHaveLength(15);
  });

  it.each([
    ['oasys_max_pilot', '2022-07-14', false],
    ['oasys_max_pilot', '2022-07-15', true],
    ['oasys_max_pilot', '2022-09-01', true],
    ['oasys_max_pilot', '2022-09-02', false],
    ['promocodeStacking', '2025-06-30', false],
    ['promocodeStacking', '2025-07-01', true],
    ['promocodeStacking', '2030-01-01', true],
    ['studentSweepstakes2024', '2025-01-31', true],
    ['studentSweepstakes2024', '2025-02-01', false],
    ['diamond_plus', '2025-07-01', false],
  ])('%s on %s is active: %s', (name, day, expected) => {
    expect(isMilestoneActive(byName(name), day)).toBe(expected);
  });

  it('lists the active milestones at an instant', () => {
    expect(activeMilestones(startOfDay('2022-08-01')).map((m) => m.name)).toEqual([
      'oasys_max_pilot',
    ]);
  });
});

describe('promo itemisation from 1751342400000', () => {
  it('is the 1 July 2025 start (midnight US Eastern)', () => {
    expect(new Date(PROMO_ITEMISATION_FROM_MS).toISOString()).toBe('2025-07-01T04:00:00.000Z');
  });

  it.each(SUB_PHASES.map((p) => [p.name, p] as const))('%s', (name, phase) => {
    expect(promoItemisationShown(phase)).toBe(name === 'jul_2025' || name === 'julTRA_2025');
  });
});

describe('milestones open to a patient (spec 000 §6)', () => {
  it('opens a public milestone to everyone while it runs', () => {
    expect(isMilestoneOpen(byName('promocodeStacking'), '2025-07-01', [])).toBe(true);
    expect(isMilestoneOpen(byName('promocodeStacking'), '2025-06-30', [])).toBe(false);
  });

  it('opens any other only to patients enrolled in the programme of its name, while it runs', () => {
    const pilot = byName('oasys_max_pilot');
    expect(isMilestoneOpen(pilot, '2022-08-01', [])).toBe(false);
    expect(isMilestoneOpen(pilot, '2022-08-01', ['preferredpractice'])).toBe(false);
    expect(isMilestoneOpen(pilot, '2022-08-01', ['oasys_max_pilot'])).toBe(true);
    expect(isMilestoneOpen(pilot, '2022-09-02', ['oasys_max_pilot'])).toBe(false);
  });

  it('maps every milestone by name', () => {
    const open = openMilestones('2025-09-15', []);
    expect(Object.keys(open)).toEqual(MILESTONES.map((m) => m.name));
    expect(open).toMatchObject({
      promocodeStacking: true,
      Express_Rewards_Updates: true,
      Multifocal_Upgrade: false,
      studentSweepstakes2024: false,
    });
  });
});

describe('milestoneNamed', () => {
  it('finds a milestone of the table, and refuses a name not in it', () => {
    expect(milestoneNamed('promocodeStacking').start).toBe('2025-07-01');
    expect(() => milestoneNamed('noSuchMilestone')).toThrow(/noSuchMilestone/);
  });
});
