import { PATTERNS } from './patterns';
import { optionalText, requiredText, type TextOptions, type TextRule } from './text';

export interface NameOptions {
  readonly max?: number;
  /** Forms where people paste an e-mail address into a name field say so with a clearer message. */
  readonly noAtSign?: boolean;
}

const NAME_MAX = 50;

function nameOptions(options: NameOptions): TextOptions {
  const rules: TextRule[] = [];
  if (options.noAtSign) rules.push({ pattern: PATTERNS.noAtSign, key: 'name has at sign' });
  rules.push(
    { pattern: PATTERNS.name, key: 'invalid name' },
    { pattern: PATTERNS.withLetter, key: 'invalid name' },
  );
  return { max: options.max ?? NAME_MAX, key: 'invalid name', rules };
}

/** Letters (accents allowed), spaces and . , / ; : > & ' " ! ( ) -; no digits; at least one letter. */
export const personName = (options: NameOptions = {}) => requiredText(nameOptions(options));

export const optionalPersonName = (options: NameOptions = {}) => optionalText(nameOptions(options));
