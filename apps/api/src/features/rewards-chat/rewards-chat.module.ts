import { Module } from '@nestjs/common';
import { ChatAvailabilityHandler } from './queries/chat-availability';
import { RewardsChatController } from './rewards-chat.controller';

/** The rewards chat's availability (CHAT_URL, CHAT_SCHEDULE, CHAT_TIME_ZONE). */
@Module({ controllers: [RewardsChatController], providers: [ChatAvailabilityHandler] })
export class RewardsChatModule {}
