import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle, Tabs, TabsContent, TabsLink, TabsList } from '@nurseprep/shared-ui';
import { uiTexts } from '../data/ui-texts';
import { useTabParam } from '../hooks/use-tab-param';
import type { StudyTab } from '../lib/content-types';
import { Points } from './card-grid';
import { PracticeList } from './practice-question';

const Guides = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const PracticeHeading = styled.h3`
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface StudyTabsProps<Id extends string> {
  tabs: readonly StudyTab<Id>[];
  defaultTab: Id;
  /** Names the tab list. */
  label: string;
  /** The id of the section around the tabs, where a tab's link brings a browser without JavaScript. */
  anchorId: string;
}

/**
 * A page's study area: WAI-ARIA tabs, each with guides and practice questions. The open tab is in the address
 * (?tab=), so each tab is also a link the server answers with that tab open.
 */
export function StudyTabs<Id extends string>({ tabs, defaultTab, label, anchorId }: StudyTabsProps<Id>) {
  const { tab: openTab, select, hrefOf } = useTabParam(
    tabs.map((tab) => tab.id),
    defaultTab,
    anchorId,
  );
  return (
    <Tabs value={openTab} onValueChange={select}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsLink key={tab.id} value={tab.id} href={hrefOf(tab.id)}>
            {tab.label}
          </TabsLink>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id}>
          <p>{tab.intro}</p>
          <Guides>
            {tab.guides.map((guide) => (
              <Card as="li" key={guide.title}>
                <CardHeader>
                  <CardTitle>{guide.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <Points>
                    {guide.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </Points>
                </CardContent>
              </Card>
            ))}
          </Guides>
          {tab.practice?.length ? (
            <>
              <PracticeHeading>{uiTexts.practiceHeading(tab.label)}</PracticeHeading>
              <PracticeList items={tab.practice} />
            </>
          ) : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
