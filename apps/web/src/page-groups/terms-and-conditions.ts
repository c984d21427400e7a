// Page group "terms-and-conditions": every terms route and alias of spec 000 §2.
export { ExpressTermsPage } from '../routes/terms/ExpressTermsPage';
export { TermsPage } from '../routes/terms/TermsPage';
