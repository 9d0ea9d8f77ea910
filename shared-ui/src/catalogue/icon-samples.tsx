import styled from 'styled-components';
import * as icons from '../icons';
import { CatalogueSection } from './catalogue-section';

const iconEntries = Object.entries(icons).sort(([a], [b]) => a.localeCompare(b));

const IconList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { width: 24px; height: 24px; color: ${({ theme }) => theme.colors.primary}; }
`;

export function IconSamples() {
  return (
    <CatalogueSection id="icons" tone="surface">
      <IconList>
        {iconEntries.map(([name, Icon]) => (
          <IconItem key={name}>
            <Icon aria-hidden="true" />
            <code>{name}</code>
          </IconItem>
        ))}
      </IconList>
    </CatalogueSection>
  );
}
