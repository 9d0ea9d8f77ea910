import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Toaster, useBrandName, useSiteConfig } from '@nurseprep/shared-ui';
import { headerTexts } from './data/header-texts';
import { ChatButton } from './components/chat-button';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { SkipLink } from './components/skip-link';
import { useScrollToRouteTarget } from './hooks/use-scroll-to-route-target';

const MAIN_ID = 'main';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  /* Focused only by the skip link; the outline would frame the whole page. */
  &:focus {
    outline: none;
  }
  /* Anchors scrolled to (/#testimonials) land below the sticky header, which has two rows from lg to xl. */
  [id] {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  }
  ${({ theme }) => theme.media.lg} {
    [id] {
      scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xxl} + ${({ theme }) => theme.space.md});
    }
  }
  ${({ theme }) => theme.media.xl} {
    [id] {
      scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    }
  }
`;

export interface LayoutProps {
  children: ReactNode;
}

/** The frame of every page: skip link, header, the routed content, footer, the chat button and the toasts. */
export function Layout({ children }: LayoutProps) {
  const settings = useSiteConfig().data?.settings;
  const brandName = useBrandName();
  useScrollToRouteTarget();

  return (
    <Frame>
      <SkipLink targetId={MAIN_ID}>{headerTexts.skipLink}</SkipLink>
      <SiteHeader brandName={brandName} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter brandName={brandName} settings={settings} />
      {settings ? <ChatButton whatsappNumber={settings.whatsappNumber} brandName={brandName} /> : null}
      <Toaster />
    </Frame>
  );
}
