// Page group "maint": maintenance, the error page and the rate-limit pages.
export { ErrorPage } from '../routes/error/ErrorPage';
export { LimiterPage } from '../routes/limiter/LimiterPage';
export { MaintenancePage } from '../routes/maintenance/MaintenancePage';
