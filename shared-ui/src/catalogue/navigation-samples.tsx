import { useState } from 'react';
import { LetterFilter } from '@nurseprep/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nurseprep/shared-ui';
import { sampleSchoolLetters, tabSamples, verticalTabSamples } from './catalogue-data';
import { CatalogueSection, SampleCaption, SampleGrid } from './catalogue-section';

export function TabsSamples() {
  return (
    <CatalogueSection id="tabs" tone="surface">
      <SampleGrid>
        <div>
          <SampleCaption>Horizontal</SampleCaption>
          <Tabs defaultValue="math">
            <TabsList aria-label="GED study materials">
              {tabSamples.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabSamples.map((tab) => (
              <TabsContent key={tab.value} value={tab.value}>
                {tab.content}
              </TabsContent>
            ))}
          </Tabs>
        </div>
        <div>
          <SampleCaption>Vertical, with a disabled tab</SampleCaption>
          <Tabs defaultValue="materials" orientation="vertical" style={{ display: 'flex', gap: '16px' }}>
            <TabsList aria-label="ATI resources">
              {verticalTabSamples.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value} disabled={tab.value === 'strategies'}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {verticalTabSamples.map((tab) => (
              <TabsContent key={tab.value} value={tab.value}>
                {tab.content}
              </TabsContent>
            ))}
          </Tabs>
        </div>
      </SampleGrid>
    </CatalogueSection>
  );
}

export function LetterFilterSamples() {
  const [letter, setLetter] = useState<string | null>('C');
  return (
    <CatalogueSection id="letter-filter">
      <LetterFilter
        label="Filter sample schools by first letter"
        availableLetters={sampleSchoolLetters}
        value={letter}
        onValueChange={setLetter}
        hrefOf={(next) => (next ? `?letter=${next}#letter-filter` : '#letter-filter')}
      />
      <p aria-live="polite">{letter ? `Selected letter: ${letter}` : 'No letter selected'}</p>
    </CatalogueSection>
  );
}
