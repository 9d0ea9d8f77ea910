import type { ReactNode } from 'react';
import styled from 'styled-components';
import { itemTexts } from '../data/item-texts';
import { Rationale } from './part-marks';

export interface ReviewEntry {
  id: string;
  /** What the part is: "Blank 1", the highlighted words. */
  label: string;
  verdict?: ReactNode;
  rationale?: string;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Heading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The parts of a graded passage one by one, for items whose parts sit inside sentences (blanks, highlighted
 * words), where a mark and a rationale cannot fit beside the part itself.
 */
export function ReviewList({ heading = itemTexts.marks.review, entries }: { heading?: string; entries: readonly ReviewEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      <Heading>{heading}</Heading>
      <List aria-label={heading}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.label}</strong>
            {entry.verdict}
            {entry.rationale ? <Rationale>{entry.rationale}</Rationale> : null}
          </li>
        ))}
      </List>
    </>
  );
}
