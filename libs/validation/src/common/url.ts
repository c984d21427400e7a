import { optionalText, requiredText, type TextOptions } from './text';

const URL_MAX = 2048;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const urlOptions: TextOptions = {
  max: URL_MAX,
  key: 'invalid url',
  rules: [{ test: isWebUrl, key: 'invalid url' }],
  format: 'uri',
};

/** Image URLs (product photo, receipt): absolute http(s) URLs. */
export const imageUrl = () => requiredText(urlOptions);
export const optionalImageUrl = () => optionalText(urlOptions);
