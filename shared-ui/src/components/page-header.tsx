import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSeo, type SeoOptions } from '../seo/use-seo';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 60ch;
  margin: 0;
`;

export interface PageHeaderProps {
  title: string;
  /** Tab title when it differs from the heading. */
  documentTitle?: string;
  lead?: ReactNode;
  /** The meta description; the lead when it is text. */
  description?: string;
  /** The page's own schema.org blocks (see useSeo). */
  jsonLd?: SeoOptions['jsonLd'];
  /** A page search engines must not index (a link from an email). */
  noindex?: boolean;
  children?: ReactNode;
}

/**
 * A page's h1 and lead paragraph; also sets the page's head (useSeo): tab title, description, canonical URL,
 * social tags and JSON-LD, so every page with a header gets them without more work.
 */
export function PageHeader({ title, documentTitle, lead, description, jsonLd, noindex, children }: PageHeaderProps) {
  useSeo({ title: documentTitle ?? title, description: description ?? (typeof lead === 'string' ? lead : undefined), jsonLd, noindex });
  return (
    <Header>
      <Inner>
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Inner>
    </Header>
  );
}
