import styled from 'styled-components';
import type { NgnResults, NgnSession } from '@nurseprep/contracts/ngn';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@nurseprep/shared-ui';
import { ngnTexts } from '../data/ngn-texts';
import { SummaryTable } from './summary-table';
import { useNgnResults } from '../requests/ngn-requests';
import { AbilityChart } from './ability-chart';
import { NgnItemView } from './ngn-item-view';

const texts = ngnTexts.results;

const formatPoints = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const formatLogit = (value: number) => (value >= 0 ? `+${value.toFixed(2)}` : value.toFixed(2)).replace('-', '\u2212');

const Big = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Review = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Breakdown({ title, id, rows }: { title: string; id: string; rows: NgnResults['byCategory'] }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SummaryTable $numeric>
          <table>
            <thead>
              <tr>
                <th scope="col">{texts.columns.area}</th>
                <th scope="col">{texts.columns.items}</th>
                <th scope="col">{texts.columns.points}</th>
                <th scope="col">{texts.columns.percent}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.items}</td>
                  <td>
                    {formatPoints(row.earned)} / {row.possible}
                  </td>
                  <td>{row.possible > 0 ? `${Math.round((100 * row.earned) / row.possible)}%` : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </SummaryTable>
      </CardContent>
    </Card>
  );
}

/** The adaptive exam's verdict: the estimate and its interval against the passing standard, in words. */
function AdaptiveSummary({ outcome }: { outcome: NonNullable<NgnSession['adaptive']> }) {
  return (
    <Card as="section" aria-labelledby="ngn-estimate-heading">
      <CardHeader>
        <CardTitle as="h2" id="ngn-estimate-heading">
          {texts.estimateHeading}
        </CardTitle>
        <CardDescription>{texts.disclaimer}</CardDescription>
      </CardHeader>
      <CardContent>
        <Big>{texts.outcome[outcome.outcome]}</Big>
        <p>{texts.readings[outcome.reading]}</p>
        <p>{texts.estimate(formatLogit(outcome.estimate.theta), formatLogit(outcome.interval[0]), formatLogit(outcome.interval[1]))}</p>
        <Note>
          {texts.rules[outcome.rule]} {texts.items(outcome.scoredItems, outcome.unscoredItems)}
        </Note>
      </CardContent>
    </Card>
  );
}

/** An ended session: points, the adaptive verdict, the breakdowns, and every item again with its rationale. */
export function NgnResultsView({ session, onDone }: { session: NgnSession; onDone: () => void }) {
  const results = useNgnResults(session);
  if (results.isPending) return <Skeleton style={{ height: 320 }} />;
  if (results.isError) return <p role="alert">{ngnTexts.loadFailed}</p>;
  const data = results.data;
  return (
    <>
      <h1>
        {texts.heading}: {session.title}
      </h1>
      <Card as="section" aria-label={texts.heading}>
        <CardContent>
          <Big>{texts.points(formatPoints(data.earned), data.possible)}</Big>
          <Button variant="outline" onClick={onDone} style={{ marginTop: 16 }}>
            {texts.again}
          </Button>
        </CardContent>
      </Card>
      {data.session.adaptive ? <AdaptiveSummary outcome={data.session.adaptive} /> : null}
      {data.trajectory && data.trajectory.length > 0 ? (
        <Card as="section" aria-labelledby="ngn-trajectory-heading">
          <CardHeader>
            <CardTitle as="h2" id="ngn-trajectory-heading">
              {texts.trendHeading}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <AbilityChart
              label={texts.trendHeading}
              points={data.trajectory.map((point) => ({ x: point.position, theta: point.theta, se: point.se, label: `Item ${point.position}` }))}
            />
          </CardContent>
        </Card>
      ) : null}
      <Breakdown title={texts.byCategory} id="ngn-by-category" rows={data.byCategory} />
      <Breakdown title={texts.byStep} id="ngn-by-step" rows={data.byStep} />
      <section aria-labelledby="ngn-review-heading">
        <h2 id="ngn-review-heading">{texts.review}</h2>
        <Review>
          {data.session.items.map((entry) => {
            const answered = data.session.answers[entry.item.id];
            return (
              <li key={entry.item.id}>
                <Card>
                  <CardContent>
                    <NgnItemView
                      item={entry.item}
                      label={`${entry.position + 1}. ${entry.item.topic}`}
                      value={answered?.response ?? null}
                      result={data.review[entry.item.id]}
                      headingLevel="h3"
                    />
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </Review>
      </section>
    </>
  );
}
