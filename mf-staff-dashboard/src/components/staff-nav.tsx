import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { staffNavItems, staffNavLabel } from './staff-nav-items';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The staff area's own links: dashboard, leads inbox, campaigns. */
export function StaffNav() {
  return (
    <nav aria-label={staffNavLabel}>
      <List>
        {staffNavItems.map((item) => (
          <li key={item.path}>
            <Link to={item.path} end>
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
