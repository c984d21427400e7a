import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  MILESTONES,
  isMilestoneActive,
  maxPromoCodes,
  phaseAt,
  promoItemisationShown,
  type Language,
  type SubPhase,
} from '@lens/domain';
import type { AppState } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { SmsSender } from '../../../platform/auth/sms-sender';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';

/** `GET /api/app`: everything the web needs to know about "now" before it renders a page. */
export class AppStateQuery extends Query<AppState> {
  constructor(
    readonly locale: Language,
    readonly userLanguage: Language,
    readonly channel: 'm' | 'def',
  ) {
    super();
  }
}

const subPhaseView = (subPhase: SubPhase) => ({
  name: subPhase.name,
  start: subPhase.start,
  end: subPhase.end,
  max_reward: subPhase.max_reward,
  flex_max_reward: subPhase.flex_max_reward,
  preferred_max_reward: subPhase.preferred_max_reward,
  three_month: subPhase.three_month,
  six_month: subPhase.six_month,
  nine_month: subPhase.nine_month,
  subsequent_three_month: subPhase.subsequent_three_month,
  promoItemisation: promoItemisationShown(subPhase),
});

@QueryHandler(AppStateQuery)
export class AppStateHandler implements IQueryHandler<AppStateQuery> {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SmsSender) private readonly sms: SmsSender,
  ) {}

  execute({ locale, userLanguage, channel }: AppStateQuery): Promise<AppState> {
    const config = this.config;
    const now = this.clock.now();
    const instant = now.getTime();
    const { phase, subPhase } = phaseAt(instant);
    const today = now.toISOString().slice(0, 10);
    return Promise.resolve({
      name: 'Lens Rewards',
      deployPath: '/',
      channel,
      affiliateId: config.affiliate.id,
      locale,
      userLanguage,
      phase: config.maintenance ? 'maintenance' : phase,
      subPhase: subPhase ? subPhaseView(subPhase) : null,
      now: now.toISOString(),
      siteURL: config.siteUrl,
      defaultRoute: config.defaultRoute,
      // The web shows the captcha when it has a key: only when the server will require it.
      recaptchaV2PublicKey: config.recaptcha.required ? config.recaptcha.siteKey : '',
      maintenance: config.maintenance,
      features: config.features,
      sms: this.sms.available,
      promoCodeLimit: maxPromoCodes(today),
      /** Days after a purchase its entry may be submitted (the offer terms). */
      submissionWindowDays: config.submissionWindowDays,
      milestones: MILESTONES.map((milestone) => ({
        ...milestone,
        active: isMilestoneActive(milestone, instant),
      })),
    });
  }
}
