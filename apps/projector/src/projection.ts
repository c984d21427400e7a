// The projection contract lives with the read models (libs/read-models); the runner reads it here.
export { type Projection, type Queryable, ident, liveSchema } from '@lens/read-models';
