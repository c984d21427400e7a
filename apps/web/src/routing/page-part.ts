import { type ComponentType } from 'react';
import { loadChunk } from './chunk-errors';

const PAGE_PART = Symbol('page part');

/**
 * A page kept in a chunk of its own inside its page group: the group's module names it, and the
 * router loads it before the page shows (as part of the group, so a failure is the group's
 * ChunkLoadError). For pages whose code the group's other pages do not need, such as the
 * signed-in purchase steps beside the public estimator.
 */
export interface PagePart {
  readonly [PAGE_PART]: true;
  readonly load: () => Promise<ComponentType>;
}

export const pagePart = (load: () => Promise<ComponentType>): PagePart => ({
  [PAGE_PART]: true,
  load,
});

export const isPagePart = (value: unknown): value is PagePart =>
  typeof value === 'object' && value !== null && PAGE_PART in value;

/** A page group's export as the page's component: a page part's chunk is loaded first. */
export async function pageComponentOf(group: string, exported: unknown): Promise<ComponentType> {
  return isPagePart(exported) ? loadChunk(group, exported.load) : (exported as ComponentType);
}
