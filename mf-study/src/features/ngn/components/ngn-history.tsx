import { Link } from 'react-router-dom';
import { NGN_PATH } from '@nurseprep/contracts/routes';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@nurseprep/shared-ui';
import { ngnTexts } from '../data/ngn-texts';
import { SummaryTable } from './summary-table';
import { useNgnHistory } from '../requests/ngn-requests';
import { AbilityChart } from './ability-chart';

const texts = ngnTexts.history;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** My Study's NGN card: each session with its points or verdict, and the adaptive exams' estimates over time. */
export function NgnHistory() {
  const history = useNgnHistory(true);
  if (history.isPending) return <Skeleton style={{ height: 120 }} />;
  if (history.isError) return null;
  const sessions = history.data.sessions;
  const adaptive = sessions.filter((session) => session.adaptive).reverse();
  return (
    <Card as="section" id="my-study-ngn" aria-labelledby="my-study-ngn-heading">
      <CardHeader>
        <CardTitle as="h2" id="my-study-ngn-heading">
          {texts.heading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p>
            {texts.empty} <Link to={NGN_PATH}>{texts.link}</Link>
          </p>
        ) : (
          <>
            {adaptive.length > 0 ? (
              <>
                <h3>{texts.trendHeading}</h3>
                <AbilityChart
                  label={texts.trendHeading}
                  points={adaptive.map((session, index) => ({ x: index + 1, theta: session.adaptive!.estimate.theta, se: session.adaptive!.estimate.se, label: dateOf(session.startedAt) }))}
                />
              </>
            ) : null}
            <SummaryTable>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{texts.columns.date}</th>
                    <th scope="col">{texts.columns.session}</th>
                    <th scope="col">{texts.columns.result}</th>
                  </tr>
                </thead>
                <tbody>
                  {sessions.map((session) => (
                    <tr key={session.id}>
                      <td>{dateOf(session.startedAt)}</td>
                      <td>
                        <Link to={`${NGN_PATH}?session=${session.id}${session.status === 'finished' ? '&view=results' : ''}`}>{session.title}</Link>
                      </td>
                      <td>
                        {session.status === 'in-progress'
                          ? texts.inProgress
                          : session.adaptive
                            ? `${ngnTexts.results.outcome[session.adaptive.outcome]}, ${session.adaptive.estimate.theta.toFixed(2)} logits`
                            : `${points(session.earned)} / ${session.possible} points`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </SummaryTable>
          </>
        )}
      </CardContent>
    </Card>
  );
}
