import { Global, Module } from '@nestjs/common';
import { SessionRegistry } from './session-registry';
import { Tokens } from './tokens';

@Global()
@Module({ providers: [Tokens, SessionRegistry], exports: [Tokens, SessionRegistry] })
export class AuthModule {}
