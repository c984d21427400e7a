// Page group "faq".
export { FaqPage } from '../routes/faq/FaqPage';
