import { useState } from 'react';
import styled from 'styled-components';
import { EARLY_ATTRIBUTE } from '@nurseprep/contracts/server-rendering';
import { ArrowRight, ButtonLink, Check, Select, Tabs, TabsContent, TabsList, TabsTrigger } from '@nurseprep/shared-ui';
import { defaultExamTab, examTabs } from '../data/exam-tabs';
import { homeTexts } from '../data/home-texts';

const texts = homeTexts.exams;

// One component, one set of panels: small screens pick with a native select, wide screens with the tablist.
// CSS decides which control shows, so server and browser render the same markup.
const NarrowPicker = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const WideList = styled(TabsList)`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

const Panel = styled(TabsContent)`
  padding: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  h4 { margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Covers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2em; color: ${({ theme }) => theme.colors.success}; }
`;

/** The home page's exam picker (default GED): each panel says what the exam covers and links to its page. */
export function ExamTabs() {
  const [exam, setExam] = useState<string>(defaultExamTab);
  return (
    <Tabs value={exam} onValueChange={setExam}>
      <NarrowPicker>
        <Select
          label={texts.selectLabel}
          value={exam}
          onChange={(event) => setExam(event.target.value)}
          options={examTabs.map((tab) => ({ value: tab.slug, label: tab.name }))}
          {...{ [EARLY_ATTRIBUTE]: 'tabs' }}
        />
      </NarrowPicker>
      <WideList aria-label={texts.tabsLabel}>
        {examTabs.map((tab) => (
          <TabsTrigger key={tab.slug} value={tab.slug}>
            {tab.name}
          </TabsTrigger>
        ))}
      </WideList>
      {examTabs.map((tab) => (
        <Panel key={tab.slug} value={tab.slug}>
          <h3>{tab.title}</h3>
          <p>{tab.summary}</p>
          <h4>{texts.coversHeading}</h4>
          <Covers>
            {tab.covers.map((line) => (
              <li key={line}>
                <Check aria-hidden="true" size={16} />
                <span>{line}</span>
              </li>
            ))}
          </Covers>
          <ButtonLink href={`/exams/${tab.slug}`}>
            {texts.link(tab.name)}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </Panel>
      ))}
    </Tabs>
  );
}
