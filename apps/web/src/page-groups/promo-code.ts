// Page group "promo-code": the practice's promo-code request pages.
export { EcpmPage } from '../routes/promo-code/EcpmPage';
export { EcpmIneligiblePage } from '../routes/promo-code/EcpmIneligiblePage';
