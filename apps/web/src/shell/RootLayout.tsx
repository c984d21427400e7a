import { Container, Flex } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ModalHost } from '../modals/ModalHost';
import { useDocumentMeta } from '../routing/document-meta';
import { useBodyPageState } from '../routing/page-state';
import { useRouteFocusAndTitle } from '../routing/RouteFocus';
import { useRouteMeta } from '../routing/use-route-meta';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { ImpersonationBanner } from './ImpersonationBanner';
import { LoadingBar } from './LoadingBar';
import { PreviousPageLink } from './PreviousPageLink';
import { QuestionsButton } from './QuestionsButton';
import classes from './RootLayout.module.css';
import { SkipLink } from './SkipLink';
import { ChannelWatcher, SessionWatcher } from './watchers';

/** The app shell around every page: landmarks, banners, footer, modals and the session clock. */
export function RootLayout() {
  const meta = useRouteMeta();
  const page = useBodyPageState(meta);
  useRouteFocusAndTitle(page.name);
  useDocumentMeta(meta);
  return (
    <Flex direction="column" mih="100vh">
      <SkipLink />
      <ChannelWatcher />
      <SessionWatcher />
      <LoadingBar />
      <CookieConsent />
      <ImpersonationBanner />
      <Header meta={meta} />
      <Container
        component="main"
        id="main-content"
        className={classes.main}
        tabIndex={-1}
        size="md"
        py="lg"
        w="100%"
        flex={1}
      >
        {meta?.previous && <PreviousPageLink to={meta.previous} />}
        <Outlet />
      </Container>
      <Footer meta={meta} />
      <QuestionsButton meta={meta} />
      <ModalHost />
    </Flex>
  );
}
