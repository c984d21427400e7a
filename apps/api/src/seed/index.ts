// Demo reference data for `npm start` (ZIP centroids and practices); not for production use.
export {
  REFERENCE_SEED_VERSION,
  seedReferenceData,
  type SeedOptions,
  type SeedSummary,
} from './seed-reference-data';
