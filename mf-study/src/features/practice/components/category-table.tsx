import styled from 'styled-components';
import type { CategoryScore } from '../requests/practice-types';
import { practiceTexts } from '../data/practice-texts';
import { formatScore } from '../lib/format-time';

const texts = practiceTexts.results;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  /* The card's heading shows the same words: the caption names the table for screen readers only. */
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  /* Phones: smaller type and no wrapped numbers, so three or four columns fit without scrolling. */
  font-size: ${({ theme }) => theme.fontSizes.sm};
  td.number,
  th.number {
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.md};
    th,
    td {
      padding: ${({ theme }) => theme.space.sm};
    }
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

/** A wide table scrolls sideways on a phone; the scroller is focusable (and named) so keys can scroll it. */
export const TableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Bar = styled.span`
  display: block;
  height: 6px;
  margin-top: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** Points, questions and percent per category (the numbers a chart would show, as a table). */
export function CategoryTable({ categories, caption }: { categories: readonly CategoryScore[]; caption: string }) {
  return (
    <TableScroll tabIndex={0} role="group" aria-label={caption}>
      <DataTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.categoryColumn}</th>
            <th scope="col" className="number">
              {texts.pointsColumn}
            </th>
            <th scope="col" className="number">
              {texts.percentColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.category}>
              <th scope="row">
                {category.label}
                <Bar aria-hidden="true">
                  <span style={{ width: `${Math.min(100, Math.max(0, category.percent))}%` }} />
                </Bar>
              </th>
              <td className="number">{texts.pointsOf(formatScore(category.correct), category.total)}</td>
              <td className="number">{Math.round(category.percent)}%</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
