import type { Request } from 'express';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';

const REQUEST_ID_MAX = 100;

/** The actor and the request id (pino-http's `req.id`): the metadata of the events written. */
export function commandContext(actor: Actor, request: Request & { id?: unknown }): CommandContext {
  const id = request.id;
  return {
    actor,
    requestId:
      typeof id === 'string' || typeof id === 'number'
        ? String(id).slice(0, REQUEST_ID_MAX)
        : undefined,
  };
}
