import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AdminSessionCookie } from './access/admin-session-cookie';
import { EcpUploadModule } from './ecp-upload/ecp-upload.module';
import { ExportsModule } from './exports/exports.module';
import { FinanceModule } from './finance/finance.module';
import { ImpersonationModule } from './impersonation/impersonation.module';
import { OptInsAdminModule } from './opt-ins/opt-ins.module';
import { PromotionsAdminModule } from './promotions-admin/promotions-admin.module';
import { AdminSessionModule } from './session/session.module';
import { SupportModule } from './support/support.module';
import { SupportInboxModule } from './support-inbox/support-inbox.module';

/**
 * The back office API under /admin/api (issue 9): support, patient tools and impersonation,
 * admin tools, finance and the admin session. Staff roles only; see `access/staff.ts`.
 */
@Module({
  imports: [
    AdminSessionModule,
    SupportModule,
    ImpersonationModule,
    PromotionsAdminModule,
    EcpUploadModule,
    ExportsModule,
    FinanceModule,
    OptInsAdminModule,
    SupportInboxModule,
  ],
})
export class AdminModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(AdminSessionCookie)
      .forRoutes(
        { path: 'admin/api/*path', method: RequestMethod.GET },
        { path: 'admin/api/*path', method: RequestMethod.HEAD },
      );
  }
}
