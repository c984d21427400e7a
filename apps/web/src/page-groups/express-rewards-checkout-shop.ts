// Page group "express-rewards-checkout-shop": claiming an express reward with a photo.
export { ExpressRewardsCheckoutShopPage } from '../routes/express-rewards/ExpressRewardsCheckoutShopPage';
export { ExpressRewardsNotNeededPage } from '../routes/express-rewards/ExpressRewardsNotNeededPage';
export { ExpressRewardsPage } from '../routes/express-rewards/ExpressRewardsPage';
export { ExpressRewardsPhotoUploadPage } from '../routes/express-rewards/ExpressRewardsPhotoUploadPage';
