/**
 * The affiliate exit (spec 000 §7), which the API records as an Exit event unless the visitor
 * refused analytics: then `track=0` asks it only to send the visitor on.
 */
export const affiliateExitUrl = (affiliateId: string, tracked: boolean) =>
  `/redirect_to_affiliate?affiliate_id=${encodeURIComponent(affiliateId)}${tracked ? '' : '&track=0'}`;
