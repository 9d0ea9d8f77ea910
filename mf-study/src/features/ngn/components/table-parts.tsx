import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './ngn-styles';
import { markOutline } from './part-marks';

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * A table that scrolls sideways inside itself on a narrow screen, never the page. When nothing inside can take
 * focus (a graded item, a chart), the box itself can, so the keyboard can scroll it too.
 */
export function TableScroll({ label, focusable, children }: { label: string; focusable: boolean; children: ReactNode }) {
  return focusable ? (
    <Scroll tabIndex={0} role="group" aria-label={label}>
      {children}
    </Scroll>
  ) : (
    <Scroll>{children}</Scroll>
  );
}

/** The one table look of the NGN views: answer tables and the chart's tables. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  /* A graded row and its feedback row read as one. */
  tr[data-graded] > * {
    border-bottom: 0;
  }
  tr[data-feedback] td {
    padding-top: 0;
  }
`;

/** A graded row's verdict and rationale, under it, across the whole table. */
/** The marks and rationale under a table cell's answer, stacked. */
export const CellFeedback = styled.span`
  display: grid;
  gap: 2px;
`;

export function FeedbackRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr data-feedback="">
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

/** A cell holding one radio or checkbox: a 44 px target whose border carries the mark once graded. */
export const ChoiceCell = styled.td`
  text-align: center !important;
  width: 4rem;
  ${({ theme }) => theme.media.md} {
    width: 7rem;
  }
`;

export const ChoiceTarget = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:disabled) {
    cursor: default;
  }
  ${markOutline}
  &:has(input:focus-visible) {
    ${focusRing}
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: none;
  }
`;
