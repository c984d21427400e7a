import { Module } from '@nestjs/common';
import { SignedLinks } from '../../platform/signed-links/signed-links';
import { OptInLinks } from './opt-in-links';

/** The signed confirmation and withdrawal links, for the opt-in pages and every e-mail. */
@Module({ providers: [SignedLinks, OptInLinks], exports: [OptInLinks] })
export class OptInLinksModule {}
