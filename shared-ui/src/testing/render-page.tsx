import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteConfig } from '@nurseprep/contracts';
import { PAGE_FORM_QUERY_KEY, type PageFormState } from '@nurseprep/contracts/page-forms';
import { SITE_CONFIG_PATH } from '../data/use-site-config';
import { createQueryClient } from '../data/query-client';
import { AppProviders } from '../providers/app-providers';

/** Site settings for tests: reserved example values, as the server's defaults. */
export const testSiteConfig: SiteConfig = {
  settings: {
    brandName: 'NursePrep Academy',
    email: 'support@example.com',
    phone: '(202) 555-0123',
    whatsappNumber: '12025550123',
    socialLinks: [],
  },
  remotes: [],
};

export interface RenderPageOptions {
  /** Where the router starts. */
  path?: string;
  siteConfig?: SiteConfig;
  /** Responses already in the query cache, by path (as the shell's client would hold them). */
  queryData?: Record<string, unknown>;
  /** The server's answer to a form sent without JavaScript, as the page was rendered with it. */
  pageForm?: PageFormState;
}

/** Renders a page as the shell would show it: router, theme, and the query client with the site settings loaded. */
export function renderPage(ui: ReactElement, { path = '/', siteConfig = testSiteConfig, queryData = {}, pageForm }: RenderPageOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData([SITE_CONFIG_PATH], siteConfig);
  for (const [key, data] of Object.entries(queryData)) queryClient.setQueryData([key], data);
  if (pageForm) queryClient.setQueryData([PAGE_FORM_QUERY_KEY, pageForm.id], pageForm);
  return {
    queryClient,
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <AppProviders queryClient={queryClient}>
          <main>{ui}</main>
        </AppProviders>
      </MemoryRouter>,
    ),
  };
}
