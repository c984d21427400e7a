import {
  FIRST_SUB_PHASE,
  LAST_SUB_PHASE,
  isSubPhaseName,
  subPhaseByName,
  type SubPhase,
} from '@lens/domain';

export type TermsDocument =
  | { kind: 'rewards'; subPhase: SubPhase; current: boolean }
  | { kind: 'preferred'; subPhase: SubPhase }
  | { kind: 'unknown'; version: string };

/** The offer period in force at `now` (the first before launch, the last after the end). */
export function currentOffer(subPhaseName: string | undefined, today: string): SubPhase {
  if (subPhaseName && isSubPhaseName(subPhaseName)) return subPhaseByName(subPhaseName);
  return today < FIRST_SUB_PHASE.start ? FIRST_SUB_PHASE : LAST_SUB_PHASE;
}

/**
 * Which terms an address asks for (spec 000 §2): /terms-and-conditions and /rewardsterms the
 * reward terms in force; `?doc=preferred` and /preferredrewardsterms the preferred practice
 * terms; /terms-and-conditions/:version the reward terms of the offer period so named.
 */
export function termsDocument(
  address: { pathname: string; doc: string | null; version: string | undefined },
  current: SubPhase,
): TermsDocument {
  if (address.version !== undefined) {
    if (!isSubPhaseName(address.version)) return { kind: 'unknown', version: address.version };
    const subPhase = subPhaseByName(address.version);
    return { kind: 'rewards', subPhase, current: subPhase.name === current.name };
  }
  if (address.pathname === '/preferredrewardsterms' || address.doc === 'preferred')
    return { kind: 'preferred', subPhase: current };
  return { kind: 'rewards', subPhase: current, current: true };
}
