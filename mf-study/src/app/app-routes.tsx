import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MY_STUDY_PATH } from '@nurseprep/contracts';
import { NGN_PATH } from '@nurseprep/contracts/routes';
import { flashcardsPagePaths, plannerPagePaths, type FlashcardsPageSlug, type PlannerExamSlug } from '@nurseprep/contracts/routes';
// The zod-free module: importing practice data through the index would bring zod into every study page.
import { practiceBanks } from '@nurseprep/contracts/practice-banks';
import { lazyPart, NotFoundRoute, PageLoading, PageReadyMark } from '@nurseprep/shared-ui';

const PracticePage = lazyPart(() => import('../features/practice/components/practice-page'));
const MyStudyPage = lazyPart(() => import('../features/practice/components/my-study-page'));
const NgnPage = lazyPart(() => import('../features/ngn/components/ngn-page'));
const NgnHistory = lazyPart(() => import('../features/ngn/components/ngn-history').then((module) => ({ default: module.NgnHistory })));
const DeckListPage = lazyPart(() => import('../features/flashcards/components/deck-list-page'));
const DeckStudyPage = lazyPart(() => import('../features/flashcards/components/deck-study-page'));
const DueCardsSection = lazyPart(() => import('../features/flashcards/components/due-cards-section'));
const AccountCard = lazyPart(() => import('../features/account/components/account-card').then((module) => ({ default: module.AccountCard })));
const PlannerPage = lazyPart(() => import('../features/planner/components/planner-page'));

/** The remote's routes; every page is its own lazy chunk. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {practiceBanks.map((bank) => (
          <Route key={bank.bank} path={bank.path} element={<PracticePage bank={bank.bank} />} />
        ))}
        <Route path={NGN_PATH} element={<NgnPage />} />
        <Route
          path={MY_STUDY_PATH}
          element={
            <MyStudyPage
              flashcards={
                <Suspense fallback={null}>
                  <DueCardsSection />
                </Suspense>
              }
              account={
                <Suspense fallback={null}>
                  <AccountCard />
                </Suspense>
              }
              ngn={
                <Suspense fallback={null}>
                  <NgnHistory />
                </Suspense>
              }
            />
          }
        />
        {(Object.keys(flashcardsPagePaths) as FlashcardsPageSlug[]).map((list) => [
          <Route key={list} path={flashcardsPagePaths[list]} element={<DeckListPage list={list} />} />,
          <Route key={`${list}-deck`} path={`${flashcardsPagePaths[list]}/:deck`} element={<DeckStudyPage list={list} />} />,
        ])}
        {(Object.keys(plannerPagePaths) as PlannerExamSlug[]).map((exam) => (
          <Route key={exam} path={plannerPagePaths[exam]} element={<PlannerPage exam={exam} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
      {/* Live once the route's page has mounted or hydrated (the page is in this boundary). */}
      <PageReadyMark />
    </Suspense>
  );
}
