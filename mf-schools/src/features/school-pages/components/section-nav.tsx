import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import type { PageSection } from '../data/school-page-types';

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  max-width: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.space.md});
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  list-style: none;
`;

const Item = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * Links to the page's sections. A click scrolls to the section and moves focus into it (so keyboard and
 * screen reader users continue reading there), and puts its hash in the address for sharing.
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly PageSection[] }) {
  const navigate = useNavigate();

  function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    navigate({ hash: id }, { replace: true, preventScrollReset: true });
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <Nav aria-label={label}>
      <List>
        {sections.map((section) => (
          <li key={section.id}>
            <Item href={`#${section.id}`} onClick={(event) => goTo(event, section.id)}>
              {section.navLabel}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
