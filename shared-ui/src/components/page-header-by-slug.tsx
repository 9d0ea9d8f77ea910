import { useLocation, useParams } from 'react-router-dom';
import { NotFoundScreen } from './not-found-screen';
import { PageHeader } from './page-header';

export interface PageIntro {
  title: string;
  documentTitle?: string;
  lead: string;
}

/** The page header for the route parameter `param` looked up in `intros`, or the not-found screen. */
export function PageHeaderBySlug({ intros, param }: { intros: Readonly<Record<string, PageIntro>>; param: string }) {
  const slug = useParams()[param] ?? '';
  const { pathname } = useLocation();
  const intro = Object.hasOwn(intros, slug) ? intros[slug] : undefined;
  if (!intro) return <NotFoundScreen path={pathname} />;
  return <PageHeader title={intro.title} documentTitle={intro.documentTitle} lead={intro.lead} />;
}
