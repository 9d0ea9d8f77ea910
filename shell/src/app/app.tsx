import { lazy, Suspense, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, type SiteConfig } from '@nurseprep/contracts';
import { NotFoundScreen, PageReadyMark, useSiteConfig } from '@nurseprep/shared-ui';
import { registerRemoteList } from '../remotes/federation';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { SiteConfigFailure, SiteConfigLoading } from '../remotes/site-config-status';
import { AccountDialogs } from '../features/account/components/account-dialogs';
import { Layout } from '../features/layout/layout';
import { StaffGate } from '../features/staff-access/components/staff-gate';

/** The design-system catalogue is a development aid: production builds answer this path with the 404 screen. */
const CATALOGUE_PATH = '/ui-catalogue';
/** Its own chunk, requested only when shown (in development), so production visitors never download it. */
const CataloguePage = lazy(() =>
  import('@nurseprep/shared-ui/catalogue-page').then((module) => ({ default: module.CataloguePage })),
);

export function App() {
  const { pathname } = useLocation();
  const siteConfig = useSiteConfig();
  const registeredConfig = useRef<SiteConfig | null>(null);

  if (siteConfig.data && registeredConfig.current !== siteConfig.data) {
    registerRemoteList(siteConfig.data.remotes);
    registeredConfig.current = siteConfig.data;
  }

  // The pages come from the live remotes' route tables (in the site config), so a remote adds or moves a page
  // by publishing a version: the shell is not rebuilt.
  const remotes = siteConfig.data?.remotes;
  const match = remotes ? matchRoute(remotes, pathname) : null;
  const remote = match ? remotes?.find((entry) => entry.id === match.remote) : undefined;
  let content;
  if (process.env.NODE_ENV === 'development' && pathname === CATALOGUE_PATH) {
    content = (
      <Suspense fallback={<SiteConfigLoading />}>
        <CataloguePage />
      </Suspense>
    );
  }
  else if (!siteConfig.data && siteConfig.isError) {
    content = (
      <>
        <SiteConfigFailure onRetry={() => void siteConfig.refetch()} />
        <PageReadyMark />
      </>
    );
  } else if (!siteConfig.data) content = <SiteConfigLoading />;
  else if (!match || !remote) {
    content = (
      <>
        <NotFoundScreen path={pathname} />
        <PageReadyMark />
      </>
    );
  } else if (match.staffOnly) {
    content = (
      <StaffGate>
        <RemoteOutlet id={remote.id} label={remote.label} />
      </StaffGate>
    );
  } else content = <RemoteOutlet id={remote.id} label={remote.label} />;

  return (
    <>
      <Layout>{content}</Layout>
      {/* Mounted once for the whole site: any page opens them through shared-ui's useAccountDialogs. */}
      <AccountDialogs />
    </>
  );
}
