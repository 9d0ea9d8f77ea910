import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { statsTexts } from '../data/dashboard-texts';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.md};
  height: 240px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/** Leads by exam type: a bar chart for the eye, the same figures in a table for everyone. */
export function ExamTypeChart({ examTypes }: { examTypes: Record<string, number> }) {
  const theme = useTheme();
  const rows = Object.entries(examTypes)
    .map(([examType, leads]) => ({ examType, leads }))
    .sort((first, second) => second.leads - first.leads || first.examType.localeCompare(second.examType));
  if (rows.length === 0) return <p>{statsTexts.noExamTypes}</p>;
  const summary = rows.map((row) => `${row.examType} ${row.leads}`).join(', ');
  return (
    <>
      {/* The chart repeats the table below, so it is one image to a screen reader rather than many shapes. */}
      <Figure role="img" aria-label={statsTexts.examChartLabel(summary)}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 240 }}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="examType" tick={{ fill: theme.colors.text }} />
            <YAxis allowDecimals={false} tick={{ fill: theme.colors.text }} width={32} />
            <Tooltip />
            <Bar dataKey="leads" name={statsTexts.leadsColumn} fill={theme.colors.primary} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Figure>
      <Table>
        <caption>{statsTexts.examTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{statsTexts.examColumn}</th>
            <th scope="col">{statsTexts.leadsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.examType}>
              <th scope="row">{row.examType}</th>
              <td>{row.leads}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
