import { useSearchParams } from 'react-router-dom';
import { Button, PageHeader, Skeleton, statusOf } from '@nurseprep/shared-ui';
import { PageBody } from '../../../components/page-body';
import { ngnTexts } from '../data/ngn-texts';
import { useNgnSession } from '../requests/ngn-requests';
import { NgnHub } from './ngn-hub';
import { NgnResultsView } from './ngn-results';
import { NgnRunner } from './ngn-runner';

export const SESSION_PARAM = 'session';

/**
 * /exams/nclex/next-generation: the hub, then the session named in `?session=` (a reload resumes it from the
 * server), then its results once it has ended.
 */
export default function NgnPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get(SESSION_PARAM);
  const session = useNgnSession(sessionId);
  const open = (id: string | null) => setSearchParams(id ? { [SESSION_PARAM]: id } : {});

  if (!sessionId || session.isError) {
    const missing = Boolean(sessionId) && (statusOf(session.error) === 404 || statusOf(session.error) === 401);
    return (
      <>
        <PageHeader title={ngnTexts.page.title} documentTitle={ngnTexts.page.documentTitle} lead={ngnTexts.page.lead} />
        <PageBody>
          {missing ? <p role="alert">{ngnTexts.notFound}</p> : null}
          {session.isError && !missing ? (
            <div>
              <p role="alert">{ngnTexts.loadFailed}</p>
              <Button variant="outline" onClick={() => void session.refetch()}>
                {ngnTexts.retry}
              </Button>
            </div>
          ) : null}
          <NgnHub onOpen={open} />
        </PageBody>
      </>
    );
  }
  if (session.isPending) {
    return (
      <PageBody aria-busy="true">
        <p>{ngnTexts.loading}</p>
        <Skeleton style={{ height: 320 }} />
      </PageBody>
    );
  }
  const data = session.data;
  const finished = data.status === 'finished';
  // A practice session that just ended stays on its last item until the student asks for the results.
  const showResults = finished && (data.mode === 'adaptive' || searchParams.get('view') === 'results');
  return (
    <PageBody>
      {showResults ? (
        <NgnResultsView session={data} onDone={() => open(null)} />
      ) : (
        <NgnRunner
          key={data.id}
          session={data}
          onRefresh={() => (finished ? setSearchParams({ [SESSION_PARAM]: data.id, view: 'results' }) : void session.refetch())}
        />
      )}
    </PageBody>
  );
}
