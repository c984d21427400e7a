import { type z } from 'zod';
import { ticked } from '../common/choices';
import { repeatedPositions } from '../common/collection-rules';
import { optionalEmail } from '../common/contact';
import {
  textOf,
  withRules,
  type CrossFieldIssue,
  type CrossFieldRule,
} from '../common/cross-field';
import { isMissing } from '../common/issues';
import { optionalPersonName } from '../common/names';
import { payload } from '../common/objects';

/** Up to 3 name / e-mail pairs (spec 001 §9). */
export const MAX_REFERRALS = 3;
const PAIRS = [1, 2, 3] as const;

const nameField = (pair: number) => `to_name${pair}`;
const emailField = (pair: number) => `to_email${pair}`;

const shape = {
  to_name1: optionalPersonName({ noAtSign: true }),
  to_name2: optionalPersonName({ noAtSign: true }),
  to_name3: optionalPersonName({ noAtSign: true }),
  to_email1: optionalEmail(),
  to_email2: optionalEmail(),
  to_email3: optionalEmail(),
  taf_confirm: ticked('must confirm'),
};

/** Each half of a pair needs its partner (NULL); with no pair at all the first one is required. */
const completePairs: CrossFieldRule = (fields) => {
  const issues: CrossFieldIssue[] = [];
  for (const pair of PAIRS) {
    const hasName = !isMissing(fields[nameField(pair)]);
    const hasEmail = !isMissing(fields[emailField(pair)]);
    if (hasName && !hasEmail)
      issues.push({ path: [emailField(pair)], key: 'referral email required', code: 'NULL' });
    if (hasEmail && !hasName)
      issues.push({ path: [nameField(pair)], key: 'referral name required', code: 'NULL' });
  }
  const empty = PAIRS.every(
    (pair) => isMissing(fields[nameField(pair)]) && isMissing(fields[emailField(pair)]),
  );
  return empty
    ? [
        { path: [nameField(1)], key: 'required', code: 'NULL' },
        { path: [emailField(1)], key: 'required', code: 'NULL' },
      ]
    : issues;
};

/** The same friend twice is DUPLICATE; the sender's own address is REFERRED_SELF. */
function distinctFriends(selfEmail: string | undefined): CrossFieldRule {
  const self = selfEmail?.trim().toLowerCase();
  return (fields) => {
    const emails = PAIRS.map((pair) => fields[emailField(pair)]);
    const selfIssues = PAIRS.filter(
      (pair) => self && textOf(fields[emailField(pair)])?.toLowerCase() === self,
    ).map((pair): CrossFieldIssue => ({
      path: [emailField(pair)],
      key: 'referred self',
      code: 'REFERRED_SELF',
    }));
    const duplicates = repeatedPositions(emails).map((position): CrossFieldIssue => ({
      path: [emailField(position + 1)],
      key: 'duplicate email entry',
      code: 'DUPLICATE',
    }));
    return [...selfIssues, ...duplicates];
  };
}

export interface ViralReferralOptions {
  /** The signed-in sender's e-mail address, to refuse a self-referral. */
  readonly selfEmail?: string;
}

/** The viral referral (tell a friend) form and its POST body. */
export const makeViralReferralSchema = (options: ViralReferralOptions = {}) =>
  withRules(payload(shape), completePairs, distinctFriends(options.selfEmail));

export const viralReferralSchema = makeViralReferralSchema();
export type ViralReferral = z.infer<typeof viralReferralSchema>;
