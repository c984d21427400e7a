const KEY = 'lensRewards.checkoutShop';

/** The shop entry being claimed, carried from /checkout_shop/:id to /checkout_shop_confirm. */
export function rememberShopClaim(submissionId: string): void {
  try {
    sessionStorage.setItem(KEY, submissionId);
  } catch {
    // storage blocked: the confirm page reads ?id= instead
  }
}

export function rememberedShopClaim(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
