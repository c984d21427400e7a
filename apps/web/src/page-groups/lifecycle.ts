// Page group "lifecycle": the programme's before and after, and the exits.
export { LifecyclePage } from '../routes/lifecycle/LifecyclePage';
export { RedirectPage } from '../routes/redirect-page/RedirectPage';
export { TandrPage } from '../routes/tandr/TandrPage';
