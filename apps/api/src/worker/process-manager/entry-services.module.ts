import { Module } from '@nestjs/common';
import { EntryContacts } from './entry-contacts';
import { SubmissionSystemCommands } from './system-commands';

/** What the worker's processors do to an entry (system commands) and whom they write to. */
@Module({
  providers: [SubmissionSystemCommands, EntryContacts],
  exports: [SubmissionSystemCommands, EntryContacts],
})
export class EntryServicesModule {}
