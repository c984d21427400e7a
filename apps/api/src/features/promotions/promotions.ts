import { Inject, Injectable } from '@nestjs/common';
import {
  type PromotionDefinition,
  codeClassDecider,
  promotionDecider,
  promotionIdOf,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { CodeClass, CombineClasses, PromoEntityUpload, Promotion } from '@lens/validation';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { type CommandContext, systemContext } from '../../platform/event-sourcing/command-context';
import { type Outcome, writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { PROJECTION_NAMES, codeClassOf } from '@lens/read-models';
import { ReadModels } from '../../platform/read-models/read-models';

const PROMOTIONS_READ_MODEL = [PROJECTION_NAMES.promotions];

/** The admin form as the domain keeps it: the code apart, blank optional texts as null. */
function definitionOf(promotion: Promotion): { code: string; definition: PromotionDefinition } {
  const { code, ...fields } = promotion;
  return {
    code,
    definition: {
      ...fields,
      display_name: fields.display_name ?? null,
      jira_issue_id: fields.jira_issue_id ?? null,
    },
  };
}

/**
 * Admin commands on promotions (`promotion-<CODE>`) and code classes (`codeclass-<class>`),
 * for the admin UI and the demo seed. Each returns once the `promotions` read model shows it,
 * so a code defined a moment ago can be applied at once. Payloads are the admin forms' schemas.
 */
@Injectable()
export class Promotions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly waiter: ProjectionWaiter,
    private readonly readModels: ReadModels,
  ) {}

  private env() {
    return { now: this.clock.now().getTime() };
  }

  private async settle(outcome: Outcome<unknown>): Promise<void> {
    if (outcome.position) await this.waiter.waitFor(outcome.position, PROMOTIONS_READ_MODEL);
  }

  /** A promotion and its one code; the same promotion again is accepted and changes nothing. */
  async create(
    promotion: Promotion,
    context: CommandContext = systemContext(),
  ): Promise<{ promotionId: string }> {
    const { code, definition } = definitionOf(promotion);
    const promotionId = promotionIdOf(code);
    await this.settle(
      await writeAggregate({
        store: this.store,
        stream: `promotion-${promotionId}`,
        decider: promotionDecider,
        command: { type: 'CreatePromotion', data: { code, definition } },
        env: this.env(),
        context,
      }),
    );
    return { promotionId };
  }

  /** Edits a promotion's definition (the code stays); the same definition again changes nothing. */
  async revise(promotion: Promotion, context: CommandContext = systemContext()): Promise<void> {
    const { code, definition } = definitionOf(promotion);
    await this.settle(
      await writeAggregate({
        store: this.store,
        stream: `promotion-${promotionIdOf(code)}`,
        decider: promotionDecider,
        command: { type: 'RevisePromotion', data: { code, definition } },
        env: this.env(),
        context,
      }),
    );
  }

  /** Limits a promotion to practices by sap or by scg key (the promo entity upload). */
  async setPracticeList(
    upload: PromoEntityUpload,
    context: CommandContext = systemContext(),
  ): Promise<void> {
    await this.settle(
      await writeAggregate({
        store: this.store,
        stream: `promotion-${promotionIdOf(upload.code)}`,
        decider: promotionDecider,
        command: { type: 'SetPromotionPracticeList', data: upload },
        env: this.env(),
        context,
      }),
    );
  }

  /** Puts a code into a class; a code already in another class is refused (409). */
  async defineCodeClass(
    request: CodeClass,
    context: CommandContext = systemContext(),
  ): Promise<void> {
    const current = await codeClassOf(this.readModels, request.code);
    if (current !== undefined && current !== request.code_class)
      throw new Failure('PROMO_CODE_CLASS_TAKEN', 'code');
    await this.settle(
      await writeAggregate({
        store: this.store,
        stream: `codeclass-${request.code_class}`,
        decider: codeClassDecider,
        command: {
          type: 'DefineCodeClass',
          data: { codeClass: request.code_class, code: request.code },
        },
        env: this.env(),
        context,
      }),
    );
  }

  /** The classes a class's codes may stack with (each side must list the other). */
  async setCombineClasses(
    request: CombineClasses,
    context: CommandContext = systemContext(),
  ): Promise<void> {
    await this.settle(
      await writeAggregate({
        store: this.store,
        stream: `codeclass-${request.code_class}`,
        decider: codeClassDecider,
        command: {
          type: 'SetCombineClasses',
          data: { codeClass: request.code_class, combineClasses: request.combine_classes },
        },
        env: this.env(),
        context,
      }),
    );
  }
}
