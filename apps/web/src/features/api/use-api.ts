import { useAtomValue } from 'jotai';
import { apiClientAtom } from '../../api/api.state';

/** The app's API client (profile-token, Accept-Language, loading count, 401 and 429 handling). */
export const useApi = () => useAtomValue(apiClientAtom);
