import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type Language,
  NOT_LISTED_SAP,
  PRACTICE_CODE_CLASS,
  type PromotionCommand,
  type PromotionEvent,
  codeClassDecider,
  practiceCodeDecider,
  practiceCodeGenerator,
  practiceCodePromotion,
  practiceCodeStream,
  promotionDecider,
  promotionIdOf,
} from '@lens/domain';
import { type EventStore, isWrongExpectedVersion } from '@lens/event-store';
import { PROJECTION_NAMES, codeClassOf } from '@lens/read-models';
import type { EcpCodeRequest } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../../platform/event-sourcing/command-context';
import { writeAggregate, load } from '../../../platform/event-sourcing/write-aggregate';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { mailJobsOf } from '../../../platform/jobs/mail-plans';
import { PracticeDirectory } from '../practice-directory';
import { type EcpCodeRequested, practiceRequestMetadata } from '../practice-request.events';
import { ReadModels } from '../../../platform/read-models/read-models';

/** Appends racing on one stream (two first requests, the shared code class) try again. */
const TRIES = 3;

interface PracticeCode {
  code: string;
  award: number;
  startDate: string;
  endDate: string;
}

/**
 * Records a visitor's request for a practice's promo code by e-mail, with the practice's code,
 * then queues the e-mail under the event's id (sent once). Should the process stop in between,
 * the worker's process manager plans the same job from the event.
 *
 * The practice's own code (issue 17 item 3; docs/decisions.md "Practice codes") is the one it was
 * issued on its first request (stream `practice-code-<sap>`), paid by a promotion limited to the
 * practice and put in the `practice` code class. Each step is idempotent, so a request that
 * stopped half-way is completed by the next one, and the same code comes back.
 */
export class RequestPracticeCodeCommand extends Command<{ requestId: string }> {
  constructor(
    readonly request: EcpCodeRequest,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestPracticeCodeCommand)
export class RequestPracticeCodeHandler implements ICommandHandler<RequestPracticeCodeCommand> {
  private readonly newCode = practiceCodeGenerator((size) => randomInt(size));

  constructor(
    private readonly directory: PracticeDirectory,
    private readonly jobs: JobQueue,
    private readonly waiter: ProjectionWaiter,
    private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, language, context }: RequestPracticeCodeCommand) {
    const practice = await this.directory.bySap(request.sap);
    if (!practice || practice.status !== 'active' || practice.sap === NOT_LISTED_SAP)
      throw new Failure('NOT_FOUND', 'sap');
    const code = await this.codeFor(practice, context);
    const requestId = randomUUID();
    const eventId = randomUUID();
    const requestedAt = this.clock.now().toISOString();
    const event: EcpCodeRequested = {
      type: 'EcpCodeRequested',
      data: {
        requestId,
        sap: practice.sap,
        email: request.email,
        language,
        requestedAt,
        practice: { sap: practice.sap, display_name: practice.display_name, url: practice.url },
        code,
      },
    };
    const streamId = `ecp-code-request-${requestId}`;
    await this.store.append(
      streamId,
      [{ id: eventId, ...event, metadata: practiceRequestMetadata(context) }],
      'no_stream',
    );
    await this.jobs.enqueueAll(mailJobsOf({ id: eventId, streamId, ...event }));
    return { requestId };
  }

  /** The practice's code, issued and usable (the promotions read model has it) on return. */
  private async codeFor(
    practice: { sap: string; display_name: string },
    context: CommandContext,
  ): Promise<PracticeCode> {
    const issued = await this.retrying(() =>
      writeAggregate({
        store: this.store,
        stream: practiceCodeStream(practice.sap),
        decider: practiceCodeDecider,
        command: { type: 'IssuePracticeCode', data: { sap: practice.sap, code: this.newCode() } },
        env: this.env(),
        context,
      }),
    );
    if (issued.state.kind !== 'issued') throw new Error(`no code for practice ${practice.sap}`);
    const { code, issuedAt } = issued.state;
    const definition = practiceCodePromotion(
      { sap: practice.sap, displayName: practice.display_name },
      Date.parse(issuedAt),
    );
    const promotion = await this.promotion(code, practice.sap, definition, context);
    // The class's stream holds every practice's code: read it only when the read model does not
    // show this code in it yet (just issued, or a request that stopped half-way).
    const member =
      (await codeClassOf(this.readModels, code)) === PRACTICE_CODE_CLASS
        ? null
        : await this.retrying(() =>
            writeAggregate({
              store: this.store,
              stream: `codeclass-${PRACTICE_CODE_CLASS}`,
              decider: codeClassDecider,
              command: { type: 'DefineCodeClass', data: { codeClass: PRACTICE_CODE_CLASS, code } },
              env: this.env(),
              context,
            }),
          );
    const position = member?.position ?? promotion.position;
    if (position) await this.waiter.waitFor(position, [PROJECTION_NAMES.promotions]);
    return {
      code,
      award: promotion.award,
      startDate: promotion.startDate,
      endDate: promotion.endDate,
    };
  }

  /**
   * The code's promotion, created with its practice list in one append: there is never a moment
   * when the code exists without being limited to its practice. An admin may have revised it
   * since; the e-mail then states its current terms.
   */
  private async promotion(
    code: string,
    sap: string,
    definition: ReturnType<typeof practiceCodePromotion>,
    context: CommandContext,
  ) {
    const stream = `promotion-${promotionIdOf(code)}`;
    const { state } = await load(this.store, stream, promotionDecider);
    let position = null;
    let current = state;
    if (state.kind === 'none') {
      const commands: PromotionCommand[] = [
        { type: 'CreatePromotion', data: { code, definition } },
        { type: 'SetPromotionPracticeList', data: { code, type: 'sap', values: [sap] } },
      ];
      const events: PromotionEvent[] = [];
      for (const command of commands) {
        const decision = promotionDecider.decide(command, current, this.env());
        if (!decision.ok) throw new Failure(decision.error.code, 'sap');
        events.push(...decision.events);
        current = decision.events.reduce(promotionDecider.evolve, current);
      }
      const metadata = metadataOf(context);
      const appended = await this.store
        .append(
          stream,
          events.map((event) => ({ type: event.type, data: event.data, metadata })),
          'no_stream',
        )
        .catch((error: unknown) => {
          // Another request created it a moment ago: theirs is the same promotion.
          if (isWrongExpectedVersion(error)) return null;
          throw error;
        });
      position = appended?.position ?? null;
    }
    const terms = current.kind === 'created' ? current.definition : definition;
    return {
      position,
      award: terms.award,
      startDate: terms.start_date,
      endDate: terms.end_date,
    };
  }

  private env() {
    return { now: this.clock.now().getTime() };
  }

  private async retrying<T>(append: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await append();
      } catch (error) {
        if (!isWrongExpectedVersion(error) || attempt >= TRIES) throw error;
      }
    }
  }
}
