import { loadChunk } from './chunk-errors';
import { type PageGroup } from './route-meta';

// One dynamic import per page group: the build makes each a chunk named after its group.
const loaders = {
  patient: () => import('../page-groups/patient'),
  'express-rewards-checkout-shop': () => import('../page-groups/express-rewards-checkout-shop'),
  profile: () => import('../page-groups/profile'),
  'terms-and-conditions': () => import('../page-groups/terms-and-conditions'),
  lifecycle: () => import('../page-groups/lifecycle'),
  'promo-code': () => import('../page-groups/promo-code'),
  maint: () => import('../page-groups/maint'),
  game: () => import('../page-groups/game'),
  viral: () => import('../page-groups/viral'),
  faq: () => import('../page-groups/faq'),
  'escalation-thanks': () => import('../page-groups/escalation-thanks'),
  'purchase-info': () => import('../page-groups/purchase-info'),
  'checkout-shop-info': () => import('../page-groups/checkout-shop-info'),
  escalate: () => import('../page-groups/escalate'),
} satisfies Record<PageGroup, () => Promise<unknown>>;

type Loaders = typeof loaders;
export type PageGroupModule<G extends PageGroup> = Awaited<ReturnType<Loaders[G]>>;

/** A page group's module; ChunkLoadError after 120 s or on failure (spec 001 §8). */
export function loadPageGroup<G extends PageGroup>(group: G): Promise<PageGroupModule<G>> {
  return loadChunk(group, loaders[group] as () => Promise<PageGroupModule<G>>);
}
