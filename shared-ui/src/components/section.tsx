import styled from 'styled-components';
import type { Theme } from '../theme/theme';

export type SectionTone = 'default' | 'surface' | 'surfaceAlt';

/** Background per tone (one table); every tone keeps the theme's text colours at AA. */
export const sectionTones = {
  default: 'background',
  surface: 'surface',
  surfaceAlt: 'surfaceAlt',
} as const satisfies Record<SectionTone, keyof Theme['colors']>;

/**
 * A <section> band with vertical padding and a background tone. Give it `aria-labelledby` pointing at its
 * heading: a named section is a region landmark.
 */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme, $tone = 'default' }) => theme.colors[sectionTones[$tone]]};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
`;
