import type { PageIntro } from '@nurseprep/shared-ui';
import type { ContentBlock, Fact, SchoolPageData, SidebarOffers, TabPanel } from '../school-page-types';
import { schoolPageTexts } from '../school-page-texts';
import { tutoringFor } from './school-page-builders';

export interface SidebarSchoolInput {
  intro: PageIntro;
  shortName: string;
  overview: { paragraphs: readonly string[]; facts: readonly Fact[] };
  values: NonNullable<SchoolPageData['values']>;
  /** The three course codes of the Key Courses tab. */
  courseCodes: readonly [string, string, string];
  /** The middle tab: Clinical Prep, Practical Skills or Capstone Projects. */
  middleTab: TabPanel;
  resources: readonly ContentBlock[];
  sidebar: SidebarOffers;
}

/** Key Courses: the codes with what a course guide holds (course content changes: the guide starts from your syllabus). */
function keyCoursesTab(shortName: string, codes: readonly string[]): TabPanel {
  return {
    id: 'courses',
    label: 'Key Courses',
    blocks: [
      {
        kind: 'text',
        paragraphs: [
          `These are the ${shortName} course codes students ask us about most. Course content and titles change between catalog years, so each course guide and tutoring plan is built from your own syllabus and module objectives.`,
        ],
      },
      {
        kind: 'topics',
        heading: 'Courses we build guides for',
        topics: codes.map((code) => ({
          title: code,
          points: [`Send us your ${code} syllabus or module list: the guide and your tutor follow it week by week.`],
        })),
      },
      {
        kind: 'topics',
        heading: 'What every course guide includes',
        topics: [
          { title: 'Understand', points: ['Key concepts for each module, in plain language', 'A reading guide: what to read closely and what to skim'] },
          { title: 'Practise and write', points: ['Self-check questions with rationales', 'Planning help for written work: outline, evidence, APA 7 and a rubric check (we never write graded work)'] },
        ],
      },
    ],
  };
}

/**
 * Grand Canyon, Phoenix and Chatham share one layout: overview, a values block worded
 * for the school, tabs with Key Courses first, and the sticky sidebar with the bundle, tutoring and advisor.
 */
export function sidebarSchoolPage(input: SidebarSchoolInput): SchoolPageData {
  return {
    intro: input.intro,
    overview: { heading: `${input.shortName} Nursing Programs`, ...input.overview, note: schoolPageTexts.courseNote },
    values: input.values,
    sections: [
      {
        id: 'study-support',
        heading: `${input.shortName} Study Support`,
        lead: 'Course guides, preparation for practice and the study resources we have for your school.',
        blocks: [],
        tabs: {
          label: `${input.shortName} study support`,
          defaultTab: 'courses',
          tabs: [keyCoursesTab(input.shortName, input.courseCodes), input.middleTab, { id: 'resources', label: 'Study Resources', blocks: input.resources }],
        },
      },
    ],
    sidebar: input.sidebar,
    tutoring: tutoringFor(input.shortName),
  };
}

/** The Study Resources tab of these schools: the school's materials, matching documents and the next steps. */
export function studyResources(shortName: string): ContentBlock[] {
  return [
    {
      kind: 'materials',
      heading: `${shortName} study materials`,
      intro: 'Companions written by our tutors for your courses. Each one is for study and review; none contains answers to graded work.',
    },
    {
      kind: 'documents',
      heading: 'Review guides',
      intro: 'PDF guides for the subjects your courses cover. Preview any of them; create a free account to download.',
      query: {},
    },
    {
      kind: 'links',
      heading: 'More ways to study',
      links: [
        { label: 'Coursework help', href: '/exams/coursework', description: 'Pharmacology, med-surg, pathophysiology, mental health and fundamentals.' },
        { label: 'Clinical skills guides', href: '/exams/coursework#clinical', description: 'Assessment, documentation, skills and care plans.' },
      ],
    },
  ];
}
