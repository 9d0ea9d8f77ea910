import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../hooks/use-document-title';

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
  children?: ReactNode;
}

/** A page's h1 and lead paragraph; also names the browser tab. */
export function PageHeader({ title, documentTitle, lead, children }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
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
