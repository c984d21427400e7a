import { atom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import { channelAtom, inIframeAtom } from '../environment/environment.state';
import { sessionStatusAtom } from '../session/session.state';
import { type PageName, type RouteMeta } from './route-meta';

/** A page shown under another page's address (the maintenance and lifecycle pages at /). */
export const pageAliasAtom = atom<PageName | null>(null);

export interface PageState {
  name: PageName;
  classes: readonly string[];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The page name and the style classes of the body (spec 001 §2 "page state"). */
export function pageStateOf(
  meta: RouteMeta | undefined,
  context: {
    alias: PageName | null;
    channel: string;
    iframe: boolean;
    signedIn: boolean;
    leaving: boolean;
  },
): PageState {
  const name = context.alias ?? meta?.page ?? 'home';
  const classes = [
    `page-${kebab(name)}`,
    meta?.group ? `group-${meta.group}` : undefined,
    ...(meta?.styleClasses ?? []),
    `channel-${context.channel}`,
    context.iframe ? 'in-iframe' : undefined,
    context.signedIn ? 'signed-in' : undefined,
    context.leaving ? 'page-leaving' : undefined,
  ].filter((c): c is string => Boolean(c));
  return { name, classes };
}

/** Keeps the body's classes on the page showing; `page-leaving` while the next page loads. */
export function useBodyPageState(meta: RouteMeta | undefined): PageState {
  const alias = useAtomValue(pageAliasAtom);
  const channel = useAtomValue(channelAtom);
  const iframe = useAtomValue(inIframeAtom);
  const signedIn = useAtomValue(sessionStatusAtom) === 'active';
  const leaving = useNavigation().state !== 'idle';
  const state = pageStateOf(meta, { alias, channel, iframe, signedIn, leaving });
  const applied = useRef<readonly string[]>([]);
  const key = state.classes.join(' ');

  useEffect(() => {
    const classes = key.split(' ');
    document.body.classList.remove(...applied.current);
    document.body.classList.add(...classes);
    document.body.dataset['page'] = state.name;
    applied.current = classes;
  }, [key, state.name]);

  useEffect(
    () => () => {
      document.body.classList.remove(...applied.current);
    },
    [],
  );
  return state;
}
