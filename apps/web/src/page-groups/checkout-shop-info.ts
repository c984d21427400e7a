// Page group "checkout-shop-info": an entry a practice's checkout created for the patient.
export { CheckoutShopConfirmPage } from '../routes/checkout-shop/CheckoutShopConfirmPage';
export { CheckoutShopNotNeededPage } from '../routes/checkout-shop/CheckoutShopNotNeededPage';
export { CheckoutShopPage } from '../routes/checkout-shop/CheckoutShopPage';
