import { randomInt } from 'node:crypto';

/** Spec 001 §5: an export id is 10 word characters. */
const EXPORT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';
const EXPORT_ID_LENGTH = 10;

export const newExportId = () =>
  Array.from({ length: EXPORT_ID_LENGTH }, () =>
    EXPORT_ID_ALPHABET.charAt(randomInt(EXPORT_ID_ALPHABET.length)),
  ).join('');
