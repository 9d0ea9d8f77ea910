import type { ComponentType } from 'react';
import type { ExamPageSlug } from '@nurseprep/contracts';
import { lazyPart } from '@nurseprep/shared-ui';

/** An exam page slug either has a page (its own lazy chunk) or is an alias that redirects to another slug. */
export type ExamRoute = { page: ComponentType } | { redirectTo: ExamPageSlug };

/** A page of one shape filled with one exam's data; both load only when the route is opened. */
function examPage<Data>(loadPage: () => Promise<ComponentType<{ page: Data }>>, loadData: () => Promise<Data>): ExamRoute {
  return {
    page: lazyPart(async () => {
      const [Page, data] = await Promise.all([loadPage(), loadData()]);
      return {
        default: function ExamPageRoute() {
          return <Page page={data} />;
        },
      };
    }),
  };
}

const gedPage = () => import('../features/exam-pages/components/ged-page').then((module) => module.GedPage);
const statsPage = () => import('../features/exam-pages/components/stats-exam-page').then((module) => module.StatsExamPage);
const pricedPage = () => import('../features/exam-pages/components/priced-exam-page').then((module) => module.PricedExamPage);
const overviewPage = () => import('../features/exam-pages/components/overview-exam-page').then((module) => module.OverviewExamPage);

/** Every exam page slug of contracts, each with its page shape and data. */
export const examRoutes = {
  ged: examPage(gedPage, () => import('../features/exam-pages/data/ged').then((module) => module.gedPage)),
  hesi: examPage(statsPage, () => import('../features/exam-pages/data/hesi').then((module) => module.hesiPage)),
  teas: examPage(statsPage, () => import('../features/exam-pages/data/teas').then((module) => module.teasPage)),
  nclex: examPage(statsPage, () => import('../features/exam-pages/data/nclex').then((module) => module.nclexPage)),
  'nclex-rn': { redirectTo: 'nclex' },
  ati: examPage(pricedPage, () => import('../features/exam-pages/data/ati').then((module) => module.atiPage)),
  gre: examPage(pricedPage, () => import('../features/exam-pages/data/gre').then((module) => module.grePage)),
  kaplan: examPage(pricedPage, () => import('../features/exam-pages/data/kaplan').then((module) => module.kaplanPage)),
  cna: examPage(pricedPage, () => import('../features/exam-pages/data/cna').then((module) => module.cnaPage)),
  net: examPage(overviewPage, () => import('../features/exam-pages/data/net').then((module) => module.netPage)),
  'psb-hoae': examPage(overviewPage, () => import('../features/exam-pages/data/psb-hoae').then((module) => module.psbHoaePage)),
  psb: { redirectTo: 'psb-hoae' },
  'nln-pax': examPage(overviewPage, () => import('../features/exam-pages/data/nln-pax').then((module) => module.nlnPaxPage)),
  'nclex-pn': examPage(overviewPage, () => import('../features/exam-pages/data/nclex-pn').then((module) => module.nclexPnPage)),
  coursework: { page: lazyPart(() => import('../features/coursework/components/coursework-page').then((module) => ({ default: module.CourseworkPage }))) },
} satisfies Record<ExamPageSlug, ExamRoute>;
