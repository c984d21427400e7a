import { type CrossFieldRule } from '../common/cross-field';
import { isMissing } from '../common/issues';

/** Latitude needs longitude and vice versa (NULL on the missing partner). */
export const latitudeNeedsLongitude: CrossFieldRule = (fields) => {
  const hasLatitude = !isMissing(fields['latitude']);
  const hasLongitude = !isMissing(fields['longitude']);
  if (hasLatitude && !hasLongitude) return [{ path: ['longitude'], key: 'required', code: 'NULL' }];
  if (hasLongitude && !hasLatitude) return [{ path: ['latitude'], key: 'required', code: 'NULL' }];
  return [];
};
