// Page group "purchase-info": the purchase flow and the reward estimator (they share the
// practice search and the product choices). Every page loads with a chunk of its own (page
// parts), so a visitor's first load carries neither the signed-in purchase steps nor the forms of
// the other estimator pages: /estimator_results does not carry the estimator's form (DESIGN §12).
// Keep heavy parts (the barcode decoder) lazy inside their pages.
import { pagePart } from '../routing/page-part';

export const RewardEstimatorPage = pagePart(() =>
  import('../routes/reward-estimator/RewardEstimatorPage').then((m) => m.RewardEstimatorPage),
);
export const EstimatorEcpSearchPage = pagePart(() =>
  import('../routes/estimator-ecp-search/EstimatorEcpSearchPage').then(
    (m) => m.EstimatorEcpSearchPage,
  ),
);
export const EstimatorResultsPage = pagePart(() =>
  import('../routes/estimator-results/EstimatorResultsPage').then((m) => m.EstimatorResultsPage),
);
export const PurchaseInfoPage = pagePart(() =>
  import('../routes/purchase/PurchaseInfoPage').then((m) => m.PurchaseInfoPage),
);
export const ProductIntakePage = pagePart(() =>
  import('../routes/purchase/ProductIntakePage').then((m) => m.ProductIntakePage),
);
export const ProductScanPage = pagePart(() =>
  import('../routes/purchase/ProductScanPage').then((m) => m.ProductScanPage),
);
export const ReceiptUploadPage = pagePart(() =>
  import('../routes/purchase/ReceiptUploadPage').then((m) => m.ReceiptUploadPage),
);
