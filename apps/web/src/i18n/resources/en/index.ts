import { common } from './common';
import { errors } from './errors';
import { modals } from './modals';
import { pages } from './pages';
import { shell } from './shell';

/** English, the source language: its shape types every other language and every `t()` key. */
export const en = { common, shell, modals, pages, errors } as const;
