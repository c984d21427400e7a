export { optInSchema, sendResultsSchema, type OptIn, type SendResults } from './opt-in';
