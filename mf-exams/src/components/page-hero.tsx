import styled from 'styled-components';
import { ButtonLink, PageHeader, type ButtonVariant, type PageHeaderProps } from '@nurseprep/shared-ui';
import type { PageIntro } from '../lib/content-types';

export interface HeroAction {
  label: string;
  /** A path on this site, a `/booking?...` or `/payment?...` link, or `#anchor` on the page. */
  href: string;
  variant?: ButtonVariant;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The page's h1, lead and its main actions; also names the browser tab (and gives search engines `jsonLd`). */
export function PageHero({ intro, actions = [], jsonLd }: { intro: PageIntro; actions?: readonly HeroAction[]; jsonLd?: PageHeaderProps['jsonLd'] }) {
  return (
    <PageHeader title={intro.title} documentTitle={intro.documentTitle} lead={intro.lead} jsonLd={jsonLd}>
      {actions.length ? (
        <Actions>
          {actions.map((action) => (
            <ButtonLink key={action.label} href={action.href} variant={action.variant ?? 'primary'}>
              {action.label}
            </ButtonLink>
          ))}
        </Actions>
      ) : null}
    </PageHeader>
  );
}
