import { type PracticeListItem } from '../../features/practice-search/practices-api';

/** The public pages' named modals (issue 8) and the props each opens with. */
export interface PublicModalProps {
  /** Eye care provider search in modal mode: the practice chosen, with its preferredActive. */
  ecpSearch: {
    selectedSap?: string | null;
    onSelect: (practice: PracticeListItem) => void;
    /** "My doctor isn't listed". */
    onNotListed: () => void;
  };
  rewardEstimator: Record<string, never>;
  /** A practice's checkout entered a purchase for this profile: claim it (spec 000 §2). */
  expressClaimNotice: { submissionId: string };
  /** The practice's promo code is on its way; the scheduler follows after 3 s (spec 000 §2). */
  promoCodeRequestConfirm: { email: string; practiceName: string; schedulerUrl: string | null };
}
