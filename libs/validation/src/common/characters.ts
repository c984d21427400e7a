import { SEARCHES } from './patterns';

/** No characters beyond the basic multilingual plane (spec: "no emoji"); lone surrogates fail too. */
export function isBmpOnly(value: string): boolean {
  return !SEARCHES.surrogate.test(value);
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/** C0 control characters and DEL; tabs and line breaks only count in single-line fields. */
export function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    const lineBreakOrTab = c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN;
    if ((c < 0x20 && !(multiline && lineBreakOrTab)) || c === DELETE) return true;
  }
  return false;
}

export function hasLetter(value: string): boolean {
  return SEARCHES.letter.test(value);
}

export function hasDigit(value: string): boolean {
  return SEARCHES.digit.test(value);
}
