import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPart, NotFoundRoute, PageReadyMark } from '@nurseprep/shared-ui';
import { LoadingBlock } from '../components/loading-block';

// Each page is its own chunk: opening the dashboard does not download the inbox, and the reverse.
const DashboardPage = lazyPart(() => import('../features/dashboard/components/dashboard-page').then((module) => ({ default: module.DashboardPage })));
const LeadsPage = lazyPart(() => import('../features/leads/components/leads-page').then((module) => ({ default: module.LeadsPage })));
const LeadPage = lazyPart(() => import('../features/leads/components/lead-page').then((module) => ({ default: module.LeadPage })));
const CampaignsPage = lazyPart(() => import('../features/campaigns/components/campaigns-page').then((module) => ({ default: module.CampaignsPage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" height="240px" />}>
      <Routes>
        <Route path="/marketing" element={<DashboardPage />} />
        <Route path="/marketing/leads" element={<LeadsPage />} />
        <Route path="/marketing/leads/:id" element={<LeadPage />} />
        <Route path="/marketing/campaigns" element={<CampaignsPage />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
      {/* Live once the route's page has mounted or hydrated (the page is in this boundary). */}
      <PageReadyMark />
    </Suspense>
  );
}
