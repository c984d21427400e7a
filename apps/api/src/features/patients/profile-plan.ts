import {
  type ProfileCommand,
  type ProfileEnv,
  type ProfileError,
  type ProfileEvent,
  type ProfileState,
  type Result,
  err,
  profileDecider,
} from '@lens/domain';
import type { Decider } from '../../platform/event-sourcing/write-aggregate';

/** A refusal with the request field it concerns. */
export interface PlanError {
  readonly code: string;
  readonly field?: string;
}

/**
 * Several profile commands chosen from the current state and decided as one: their events are
 * appended together at the revision read, or none is (e.g. a patient and its practice).
 */
export type ProfilePlan = (state: ProfileState) => Result<readonly ProfileCommand[], PlanError>;

/** Where the form shows a refusal; a patient of another profile is simply not found (404). */
function onField(error: ProfileError): PlanError {
  switch (error.code) {
    case 'PATIENT_NOT_FOUND':
    case 'PROFILE_NOT_FOUND':
      return { code: 'NOT_FOUND', field: 'id' };
    case 'SELF_ALREADY_EXISTS':
      return { code: error.code, field: 'relation_to_profile' };
    case 'PRACTICE_INACTIVE':
      return { code: error.code, field: 'sap' };
    case 'NOT_LISTED_NAME_REQUIRED':
      return { code: error.code, field: error.fields[0] ?? 'first_name' };
    case 'NAME_REQUIRED':
    case 'PATIENT_DUPLICATE':
      return { code: error.code, field: 'name' };
    default:
      return { code: error.code };
  }
}

export const profilePlanDecider: Decider<ProfileState, ProfilePlan, ProfileEnv, PlanError> = {
  initialState: profileDecider.initialState,
  evolve: profileDecider.evolve,
  decide(plan, state, env) {
    const planned = plan(state);
    if (!planned.ok) return planned;
    let current = state;
    const events: ProfileEvent[] = [];
    for (const command of planned.value) {
      const decision = profileDecider.decide(command, current, env);
      if (!decision.ok) return err(onField(decision.error));
      events.push(...decision.events);
      current = decision.events.reduce(profileDecider.evolve, current);
    }
    return { ok: true, events };
  },
};
