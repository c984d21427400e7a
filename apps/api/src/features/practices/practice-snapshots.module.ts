import { Module } from '@nestjs/common';
import { PracticeSnapshots } from './practice-snapshots';

/** A practice as the domain checks it, for every area that decides on an entry or a patient. */
@Module({ providers: [PracticeSnapshots], exports: [PracticeSnapshots] })
export class PracticeSnapshotsModule {}
