import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { disclosurePart, disclosureParts, Menu, useEarlyDisclosure, X } from '@nurseprep/shared-ui';
import { headerTexts } from '../data/header-texts';
import { navItems } from '../data/nav-items';
import { isNavItemActive } from '../lib/is-nav-item-active';
import { BrandMark } from './brand-mark';
import { HeaderAccount } from './header-account';

const MENU_ID = 'site-menu';
const TOGGLE_ID = `${MENU_ID}-toggle`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.headerBackground};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/* Narrow: brand and toggle, the menu drops below. lg: brand and account controls, nav on a second row.
   xl: everything on one row. */
const Inner = styled.div`
  /* The content column lines up with the pages' (maxWidth inside the side padding). */
  max-width: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.space.md});
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'brand toggle' 'menu menu';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    grid-template-areas: 'brand actions' 'nav nav';
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'brand nav actions';
    /* A staff member's row (eight links plus Dashboard, My Study and Sign out) just fits the 1200 px column at
       1280 px and wider with these gaps and the links' narrower padding (header-account.tsx keeps the name for
       screen readers there). */
    column-gap: ${({ theme }) => theme.space.sm};
  }
`;

const Brand = styled(Link)`
  grid-area: brand;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  justify-self: start;
`;

const Toggle = styled.button`
  grid-area: toggle;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
  ${disclosureParts}
`;

const MenuPanel = styled.div`
  grid-area: menu;
  display: none;
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  &[data-state='open'] {
    display: block;
  }
  /* Wide screens: the menu's parts take their own places in the header grid. */
  ${({ theme }) => theme.media.lg} {
    &,
    &[data-state='open'] {
      display: contents;
    }
  }
`;

const Nav = styled.nav`
  grid-area: nav;
  ${({ theme }) => theme.media.lg} {
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  ${({ theme }) => theme.media.xl} {
    padding-bottom: 0;
    justify-self: center;
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0;
  }
`;

const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${({ theme }) => theme.media.lg} {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.xl} {
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    align-items: center;
    margin-top: 0;
  }
  ${({ theme }) => theme.media.xl} {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export interface SiteHeaderProps {
  brandName: string;
}

/** The site header: brand, the eight navigation items, and the account controls. */
export function SiteHeader({ brandName }: SiteHeaderProps) {
  const { pathname } = useLocation();
  // The menu stays open only on the page it was opened on, so any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  // Until this hydrates, the page's boot script answers the toggle.
  const earlyToggle = useEarlyDisclosure(TOGGLE_ID, (isOpen) => setOpenOnPath(isOpen ? pathname : null));
  const close = () => setOpenOnPath(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // An account action chosen in the open menu closes it; focus goes to the toggle (the dialog returns it
  // there), because the chosen button is hidden with the menu.
  const closeForAccountAction = () => {
    if (!open) return;
    close();
    toggleRef.current?.focus();
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    document.getElementById(TOGGLE_ID)?.focus();
  };

  return (
    <Bar onKeyDown={closeOnEscape}>
      <Inner>
        <Brand to="/" onClick={close}>
          <BrandMark />
          {brandName}
        </Brand>
        <Toggle
          ref={toggleRef}
          type="button"
          {...earlyToggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? headerTexts.closeMenu : headerTexts.openMenu}
          data-early-label={open ? headerTexts.openMenu : headerTexts.closeMenu}
          onClick={() => setOpenOnPath(open ? null : pathname)}
        >
          <Menu className={disclosurePart.closed} size={24} aria-hidden="true" />
          <X className={disclosurePart.open} size={24} aria-hidden="true" />
        </Toggle>
        <MenuPanel id={MENU_ID} data-state={open ? 'open' : 'closed'}>
          <Nav aria-label={headerTexts.navigationLabel}>
            <NavList>
              {navItems.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    aria-current={isNavItemActive(item.path, pathname) ? 'page' : undefined}
                    onClick={close}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </NavList>
          </Nav>
          <Actions>
            <HeaderAccount onAction={closeForAccountAction} />
          </Actions>
        </MenuPanel>
      </Inner>
    </Bar>
  );
}
