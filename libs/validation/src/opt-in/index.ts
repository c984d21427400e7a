export {
  optInSchema,
  sendResultsSchema,
  signedLinkSchema,
  type OptIn,
  type SendResults,
  type SignedLink,
} from './opt-in';
