import { useMergedRef } from '@mantine/hooks';
import { type Ref } from 'react';

/**
 * What Mantine's ScrollArea takes from @floating-ui/react (its only import from it), on
 * @mantine/hooks' merged ref. The build points that one import here (vite.config.ts): a shared
 * module is bundled with every export any chunk uses, so a Table or a Modal would otherwise load
 * all of floating-ui that popovers and tooltips need (about 15 KB gzip) for this one hook.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
