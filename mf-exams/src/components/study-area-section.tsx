import { Container, Section } from '@nurseprep/shared-ui';
import type { StudyTab } from '../lib/content-types';
import { StudyTabs } from './study-tabs';

export interface StudyAreaSectionProps<Id extends string> {
  id?: string;
  heading: string;
  lead: string;
  label: string;
  defaultTab: Id;
  tabs: readonly StudyTab<Id>[];
}

/** The page's tabbed study area as a named band. */
export function StudyAreaSection<Id extends string>({ id = 'study', heading, lead, label, defaultTab, tabs }: StudyAreaSectionProps<Id>) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`} $tone="surface">
      <Container>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p>{lead}</p>
        <StudyTabs tabs={tabs} defaultTab={defaultTab} label={label} anchorId={id} />
      </Container>
    </Section>
  );
}
