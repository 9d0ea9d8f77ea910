import styled from 'styled-components';
import type { School } from '@nurseprep/contracts';
import { ArrowLeft, useSeo, type SeoOptions } from '@nurseprep/shared-ui';
import { Link } from 'react-router-dom';
import type { PageIntro } from '@nurseprep/shared-ui';
import { schoolPageTexts as texts } from '../data/school-page-texts';

// The school's header colour with its text colour (AA, tested in contracts).
const Header = styled.header<{ $background: string; $color: string }>`
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  h1 { margin: 0; color: inherit; font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  ${({ theme }) => theme.media.md} {
    h1 { font-size: ${({ theme }) => theme.fontSizes.xxxl}; }
  }
  p { margin: 0; max-width: 65ch; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  justify-self: start;
  min-height: 44px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus-visible { outline: 3px solid currentColor; outline-offset: 2px; }
`;

/** The page's h1 on the school's colours, with the way back to the directory; also names the browser tab. */
export function SchoolHero({ school, intro, jsonLd }: { school: School; intro: PageIntro; jsonLd?: SeoOptions['jsonLd'] }) {
  useSeo({ title: intro.documentTitle ?? intro.title, description: intro.lead, jsonLd });
  return (
    <Header $background={school.headerColor} $color={school.textColor}>
      <Inner>
        <Back to="/schools">
          <ArrowLeft aria-hidden="true" size={18} />
          {texts.backToDirectory}
        </Back>
        <h1>{intro.title}</h1>
        <p>{intro.lead}</p>
      </Inner>
    </Header>
  );
}
