import { useState } from 'react';
import styled from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nurseprep/shared-ui';
import type { DeliveredNgnItem } from '@nurseprep/contracts';
import { itemTexts } from '../data/item-texts';
import { Table } from './table-parts';

type ChartSection = DeliveredNgnItem['chart'][number];

const Chart = styled.div`
  /* In a grid or flex column the chart never grows past its column: wide tables scroll inside their panel. */
  min-width: 0;
  max-width: 100%;
`;

const Scenario = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

// The panel is the scroll box (and takes focus, so the keyboard scrolls it): wide tables move, the page does not.
const Panel = styled(TabsContent)`
  max-width: 100%;
  overflow-x: auto;
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.sm} {
      grid-template-columns: 8rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.md};
    }
  }
`;

const Time = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// Long cells wrap, but no column gets narrower than a short value: a wide table scrolls rather than squeezes.
const ChartTable = styled(Table)`
  th,
  td {
    min-width: 7rem;
  }
`;

function SectionBody({ section }: { section: ChartSection }) {
  if (section.kind === 'notes') {
    return (
      <Notes>
        {section.entries.map((entry, index) => (
          <li key={index}>
            <Time>{entry.time}</Time>
            <span>{entry.text}</span>
          </li>
        ))}
      </Notes>
    );
  }
  return (
    <ChartTable>
      <thead>
        <tr>
          {section.columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
}

/**
 * The client's chart beside an item: the scenario, then a tab per section (WAI-ARIA tabs: arrow keys, Home and
 * End move between them). Notes are a list of time and text; tables are real tables with column headers.
 */
export function ChartView({ chart, scenario }: { chart: DeliveredNgnItem['chart']; scenario?: string }) {
  const [open, setOpen] = useState('0');
  // A chart that grew or shrank (the next item of a case) keeps the open tab when it still exists.
  const current = Number(open) < chart.length ? open : '0';
  if (chart.length === 0) return scenario ? <Scenario>{scenario}</Scenario> : null;
  return (
    <Chart>
      {scenario ? <Scenario>{scenario}</Scenario> : null}
      <Tabs value={current} onValueChange={setOpen}>
        <TabsList aria-label={itemTexts.chart.tabs}>
          {chart.map((section, index) => (
            <TabsTrigger key={index} value={String(index)}>
              {section.title}
            </TabsTrigger>
          ))}
        </TabsList>
        {chart.map((section, index) => (
          <Panel key={index} value={String(index)}>
            <SectionBody section={section} />
          </Panel>
        ))}
      </Tabs>
    </Chart>
  );
}
