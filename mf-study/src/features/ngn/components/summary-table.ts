import styled from 'styled-components';

/**
 * A plain table of figures on the NGN results and My Study (sessions, points by area), scrolling inside its card on
 * a narrow screen. `$numeric` right-aligns every column after the first.
 */
export const SummaryTable = styled.div<{ $numeric?: boolean }>`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${({ $numeric }) =>
    $numeric
      ? `td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }`
      : ''}
`;
