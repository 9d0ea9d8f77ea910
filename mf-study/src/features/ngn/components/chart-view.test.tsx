import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '@nurseprep/shared-ui';
import type { DeliveredNgnItem } from '@nurseprep/contracts';
import { ChartView } from './chart-view';

const chart: DeliveredNgnItem['chart'] = [
  {
    title: "Nurses' Notes",
    kind: 'notes',
    entries: [
      { time: '0820', text: 'Found with slurred speech and right arm weakness.' },
      { time: '0840', text: 'CT head ordered.' },
    ],
  },
  {
    title: 'Vital Signs',
    kind: 'table',
    columns: ['Time', 'BP', 'Pulse', 'SpO2'],
    rows: [
      ['0820', '196/108', '92', '96%'],
      ['0900', '194/108', '90', '97%'],
    ],
  },
  {
    title: 'Laboratory Results',
    kind: 'table',
    columns: ['Test', 'Result', 'Reference range'],
    rows: [['Glucose', '156 mg/dL', '70-99 mg/dL']],
  },
];

function renderChart(props: Partial<Parameters<typeof ChartView>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <main>
        <ChartView chart={chart} scenario="The nurse is caring for a 68-year-old client in the emergency department." {...props} />
      </main>
    </ThemeProvider>,
  );
}

test('a tab per chart section after the scenario; arrow keys, Home and End move between tabs', async () => {
  const user = userEvent.setup();
  renderChart();
  expect(screen.getByText(/caring for a 68-year-old client/)).toBeInTheDocument();
  const tabs = within(screen.getByRole('tablist', { name: "Client's chart" })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(["Nurses' Notes", 'Vital Signs', 'Laboratory Results']);
  await user.tab();
  expect(tabs[0]).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tabs[1]).toHaveFocus();
  expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Vital Signs' })).toBeVisible();
  await user.keyboard('{End}');
  expect(screen.getByRole('tabpanel', { name: 'Laboratory Results' })).toBeVisible();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tabpanel', { name: "Nurses' Notes" })).toBeVisible();
});

test('notes are a list of time and text', () => {
  renderChart();
  const items = within(screen.getByRole('tabpanel', { name: "Nurses' Notes" })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['0820Found with slurred speech and right arm weakness.', '0840CT head ordered.']);
});

test('tables are real tables with column headers, and the panel scrolls sideways inside itself and takes focus', async () => {
  const user = userEvent.setup();
  renderChart();
  await user.click(screen.getByRole('tab', { name: 'Vital Signs' }));
  const panel = screen.getByRole('tabpanel', { name: 'Vital Signs' });
  const table = within(panel).getByRole('table');
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time', 'BP', 'Pulse', 'SpO2']);
  for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
  expect(within(table).getByRole('rowheader', { name: '0900' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '194/108' })).toBeInTheDocument();
  expect(panel).toHaveStyle({ overflowX: 'auto' });
  expect(panel).toHaveAttribute('tabindex', '0');
});

test('a chart that loses sections falls back to the first tab', async () => {
  const user = userEvent.setup();
  const { rerender } = renderChart();
  await user.click(screen.getByRole('tab', { name: 'Laboratory Results' }));
  rerender(
    <ThemeProvider theme={theme}>
      <main>
        <ChartView chart={chart.slice(0, 1)} />
      </main>
    </ThemeProvider>,
  );
  expect(screen.getByRole('tab', { name: "Nurses' Notes" })).toHaveAttribute('aria-selected', 'true');
});

test('has no axe violations', async () => {
  const { container } = renderChart();
  expect(await axe(container)).toHaveNoViolations();
  await userEvent.click(screen.getByRole('tab', { name: 'Laboratory Results' }));
  expect(await axe(container)).toHaveNoViolations();
});
