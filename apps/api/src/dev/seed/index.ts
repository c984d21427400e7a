// Reference data (ZIP centroids and the practice list): `npm run reference-data` in every
// environment, and the demo seed of `npm start`.
export {
  REFERENCE_SEED_VERSION,
  seedReferenceData,
  type SeedOptions,
  type SeedSummary,
} from './seed-reference-data';
