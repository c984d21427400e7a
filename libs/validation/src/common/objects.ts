import { z } from 'zod';
import { requiredOr } from './issues';

/**
 * A request body or form: an object whose unknown keys are dropped (forms carry UI-only fields);
 * a missing body is `required`, any other non-object `invalid`.
 */
export const payload = <const Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: requiredOr('invalid') });
