import styled from 'styled-components';
import type { MarketingStats } from '@nurseprep/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import { LeadStatusBadge, leadStatusLabel } from '../../../lib/lead-status-badge';
import { statsTexts } from '../data/dashboard-texts';
import { ExamTypeChart } from './exam-type-chart';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const TileLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TileValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const StatusList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    display: flex;
    align-items: center;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;

/** Every key of the stats but total and examTypes, in the server's order (the Lead Status Overview). */
function statusCounts(stats: MarketingStats): [string, number][] {
  return Object.entries(stats).filter((entry): entry is [string, number] => entry[0] !== 'total' && entry[0] !== 'examTypes' && typeof entry[1] === 'number');
}

export function StatsOverview({ stats }: { stats: MarketingStats }) {
  return (
    <section aria-labelledby="lead-statistics">
      <h2 id="lead-statistics">{statsTexts.heading}</h2>
      <Tiles>
        {statsTexts.tiles.map((tile) => (
          <Tile key={tile.key}>
            <TileLabel>{tile.label}</TileLabel>
            <TileValue data-testid={`tile-${tile.key}`}>{stats[tile.key]}</TileValue>
          </Tile>
        ))}
      </Tiles>
      <Panels>
        <Card>
          <CardHeader>
            <CardTitle as="h3">{statsTexts.statusOverview}</CardTitle>
          </CardHeader>
          <CardContent>
            <StatusList>
              {statusCounts(stats).map(([status, total]) => (
                <div key={status} style={{ display: 'contents' }}>
                  <dt>
                    <LeadStatusBadge status={status} />
                  </dt>
                  <dd aria-label={`${leadStatusLabel(status)}: ${total}`}>{total}</dd>
                </div>
              ))}
            </StatusList>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">{statsTexts.examDistribution}</CardTitle>
          </CardHeader>
          <CardContent>
            <ExamTypeChart examTypes={stats.examTypes} />
          </CardContent>
        </Card>
      </Panels>
    </section>
  );
}
