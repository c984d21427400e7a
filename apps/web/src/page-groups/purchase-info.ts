// Page group "purchase-info": the purchase flow and the reward estimator (they share the
// practice search and the product choices). The public estimator's first page is in the group's
// chunk; the other pages each load with a chunk of their own (page parts), so a visitor's first
// load carries neither the signed-in purchase steps nor the forms of the later estimator pages.
// Keep heavy parts (the barcode decoder) lazy inside their pages.
import { pagePart } from '../routing/page-part';

export { RewardEstimatorPage } from '../routes/reward-estimator/RewardEstimatorPage';
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
