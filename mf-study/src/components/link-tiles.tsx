import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight } from '@nurseprep/shared-ui';

export interface LinkTile {
  to: string;
  label: string;
}

/**
 * A list of outlined link tiles (44 px tall targets), one column on phones and `$columns` from 768 px: where a
 * study page sends the reader next (practice, flashcards, planner, the exam page).
 */
const Tiles = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function LinkTiles({ links, columns }: { links: readonly LinkTile[]; columns: number }) {
  return (
    <Tiles $columns={columns}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>
            {link.label}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </li>
      ))}
    </Tiles>
  );
}
