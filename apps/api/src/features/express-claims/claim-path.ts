/** The page a claim link opens: express rewards for a checkout, the shop's page for a shop. */
export const claimPathOf = (entryType: 'checkout' | 'shop', submissionId: string) =>
  `/${entryType === 'shop' ? 'checkout_shop' : 'express_rewards'}/${submissionId}`;
