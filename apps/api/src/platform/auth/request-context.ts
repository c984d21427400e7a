import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Language } from '@lens/domain';
import { languageOf } from '@lens/validation';
import type { CommandContext } from '../event-sourcing/command-context';
import type { RequestWithActor } from './access';

const REQUEST_ID_MAX = 100;

/** The caller's language for texts the server writes itself (`Accept-Language`, en or es). */
export const RequestLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Language =>
    languageOf(context.switchToHttp().getRequest<RequestWithActor>().headers['accept-language']),
);

/** Who asks and under which request id: the metadata of every event the command writes. */
export const RequestContext = createParamDecorator(
  (_: unknown, context: ExecutionContext): CommandContext => {
    const request = context.switchToHttp().getRequest<RequestWithActor & { id?: unknown }>();
    const requestId = request.requestId ?? request.id;
    return {
      actor: request.actor,
      requestId:
        typeof requestId === 'string' || typeof requestId === 'number'
          ? String(requestId).slice(0, REQUEST_ID_MAX)
          : undefined,
    };
  },
);
