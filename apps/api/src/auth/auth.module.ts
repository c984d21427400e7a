import { Global, Module } from '@nestjs/common';
import { Tokens } from './tokens';

@Global()
@Module({ providers: [Tokens], exports: [Tokens] })
export class AuthModule {}
