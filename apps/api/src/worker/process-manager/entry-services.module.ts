import { Module } from '@nestjs/common';
import { EntryStreamsModule } from '../../features/submissions/entry-streams';
import { EntryContacts } from './entry-contacts';

/** The entries the worker's processors write to (as the system) and whom they write to. */
@Module({
  imports: [EntryStreamsModule],
  providers: [EntryContacts],
  exports: [EntryStreamsModule, EntryContacts],
})
export class EntryServicesModule {}
