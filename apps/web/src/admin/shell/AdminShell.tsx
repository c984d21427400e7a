import {
  Anchor,
  AppShell,
  Burger,
  Button,
  Group,
  NavLink,
  SegmentedControl,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCash,
  IconFileUpload,
  IconInbox,
  IconListSearch,
  IconMail,
  IconMailCheck,
  IconPhotoSearch,
  IconReceipt,
  IconSpeakerphone,
  IconStack2,
  IconUsers,
} from '@tabler/icons-react';
import { type StaffSessionDetail } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import skip from '../../shell/SkipLink.module.css';
import { useLoad } from '../../features/api/use-load';
import { type AdminKey, useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { type Area, adminSessionAtom, mayOpen } from '../session/admin-session';
import { ActingNotice } from './ActingNotice';
import { AdminCookieSettings } from './AdminCookieSettings';
import { useLanguage, useSignOut } from './session-actions';

const MENU: { area: Area; path: string; label: AdminKey; icon: ReactNode }[] = [
  { area: 'entries', path: '/entries', label: 'nav.entries', icon: <IconListSearch size={18} /> },
  { area: 'patients', path: '/patients', label: 'nav.patients', icon: <IconUsers size={18} /> },
  {
    area: 'promotions',
    path: '/promotions',
    label: 'nav.promotions',
    icon: <IconSpeakerphone size={18} />,
  },
  {
    area: 'ecpUpload',
    path: '/ecp-upload',
    label: 'nav.ecpUpload',
    icon: <IconFileUpload size={18} />,
  },
  { area: 'exports', path: '/exports', label: 'nav.exports', icon: <IconMail size={18} /> },
  { area: 'finance', path: '/finance', label: 'nav.finance', icon: <IconCash size={18} /> },
  { area: 'queues', path: '/queues', label: 'nav.queues', icon: <IconStack2 size={18} /> },
  { area: 'optIns', path: '/opt-ins', label: 'nav.optIns', icon: <IconMailCheck size={18} /> },
  { area: 'inbox', path: '/inbox', label: 'nav.inbox', icon: <IconInbox size={18} /> },
  {
    area: 'checkout',
    path: '/checkout',
    label: 'nav.checkout',
    icon: <IconReceipt size={18} />,
  },
  {
    area: 'reviews',
    path: '/reviews',
    label: 'nav.reviews',
    icon: <IconPhotoSearch size={18} />,
  },
];

/** The back office's frame: header (who, language, sign out), the menu by role, the page. */
export function AdminShell() {
  const { t } = useAdminT();
  const session = useAtomValue(adminSessionAtom);
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const signOut = useSignOut();
  const [language, setLanguage] = useLanguage();
  const api = useAdminApi();
  const me = useLoad(() => api.get<StaffSessionDetail>('session'), session?.profileId ?? '');
  if (!session)
    return (
      <>
        <Outlet />
        <AdminCookieSettings />
      </>
    );
  const name = (me.status === 'ready' && (me.data.firstName ?? me.data.email)) || '…';
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Anchor
              component="button"
              type="button"
              className={skip.skipLink}
              onClick={() => document.getElementById('main-content')?.focus()}
            >
              {t('app.skipToContent')}
            </Anchor>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('app.toggleMenu')}
            />
            <Text fw={700}>{t('app.title')}</Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="md">
              {t('app.signedInAs', { name, role: t(`app.roles.${session.role}`) })}
            </Text>
            <SegmentedControl
              size="xs"
              value={language}
              onChange={(value) => setLanguage(value === 'es' ? 'es' : 'en')}
              aria-label={t('app.language')}
              data={[
                { value: 'en', label: 'English' },
                { value: 'es', label: 'Español' },
              ]}
            />
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              {t('app.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('app.menu')}>
        {MENU.filter((item) => mayOpen(session.role, item.area)).map((item) => (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={t(item.label)}
            leftSection={item.icon}
            active={location.pathname.startsWith(item.path)}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <ActingNotice />
        <Outlet />
        <AdminCookieSettings />
      </AppShell.Main>
    </AppShell>
  );
}
