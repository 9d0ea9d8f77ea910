import type { SchoolPageData } from '../school-page-types';
import { schoolIntros } from '../school-intros';
import { schoolPageTexts } from '../school-page-texts';
import { pharmacologyDeckLinks } from '../shared/pharmacology-decks';
import { practiceQuestions } from '../shared/practice-questions';
import { tutoringFor } from '../shared/school-page-builders';
import { waldenResearchTabs } from './walden-research';

/**
 * Walden University: the anchors msncore, fnp, dnp, research and writing, each once and each with its own
 * section, so every anchor link lands on content of its own. NURS 6521 has a midterm REVIEW
 * guide: we never supply answers to graded work.
 */
export const waldenPage: SchoolPageData = {
  intro: schoolIntros.walden,
  overview: {
    heading: 'Walden Nursing Programs',
    paragraphs: [
      'Walden University is an online university whose nursing programs serve working nurses: an RN-to-BSN, the MSN with nurse practitioner and other specializations, post-master\'s certificates, the DNP and a PhD in Nursing.',
      'Nurse practitioner students share a core of advanced pathophysiology, advanced health assessment and advanced pharmacology, and every program asks for scholarly writing in APA 7. Those are the courses and skills this page covers.',
    ],
    note: schoolPageTexts.courseNote,
    facts: [
      { label: 'Format', value: 'Online, with practicum hours in your own community' },
      { label: 'Programs we support', value: 'MSN (including FNP), DNP, RN-to-BSN' },
      { label: 'Writing style', value: 'APA 7' },
    ],
  },
  navLabel: 'Walden programs on this page',
  sections: [
    {
      id: 'msncore',
      navLabel: 'MSN Core',
      heading: 'MSN Core Courses',
      lead: 'Review guides for the advanced practice core and psychopharmacology. Preview any document; create a free account to download.',
      blocks: [
        {
          kind: 'documents',
          heading: 'NURS 6521: Advanced pharmacology',
          intro: 'A midterm review guide organised by the course\'s topics and a set of printable flashcards. These are study aids for review: they contain no exam answers.',
          query: { course: 'NURS 6521' },
        },
        {
          kind: 'links',
          heading: 'NURS 6521: pharmacology flashcards with spaced repetition',
          links: pharmacologyDeckLinks,
        },
        {
          kind: 'documents',
          heading: 'NURS 6501: Advanced pathophysiology',
          query: { course: 'NURS 6501' },
        },
        {
          kind: 'documents',
          heading: 'NURS 6512: Advanced health assessment',
          query: { course: 'NURS 6512' },
        },
        {
          kind: 'documents',
          heading: 'NURS 6630: Psychopharmacology',
          query: { course: 'NURS 6630' },
        },
        {
          kind: 'questions',
          heading: 'Pharmacology practice',
          intro: 'Warm up with pharmacology questions before you open the review guide.',
          questions: practiceQuestions.pharmacology.slice(0, 3),
        },
      ],
    },
    {
      id: 'fnp',
      navLabel: 'FNP',
      heading: 'Family Nurse Practitioner (FNP)',
      lead: 'Primary care across the lifespan, diagnostic reasoning and the practicum: what FNP students ask us about most.',
      blocks: [
        {
          kind: 'topics',
          heading: 'What the FNP specialty asks of you',
          topics: [
            {
              title: 'Primary care across the lifespan',
              points: ['Common acute and chronic conditions in adults, older adults, children and adolescents', 'Women\'s and reproductive health, screening and prevention guidelines'],
            },
            {
              title: 'Diagnostic reasoning',
              points: ['From the chief complaint to a ranked differential diagnosis', 'Choosing tests and first-line treatment, with follow-up and referral'],
            },
            {
              title: 'Practicum',
              points: ['Focused SOAP notes for each visit and logged clinical hours', 'Working with a preceptor: set goals each week and ask for feedback'],
            },
            {
              title: 'Board certification',
              points: ['Two FNP certification exams: AANPCB (FNP-C) and ANCC (FNP-BC)', 'Plan review time in your final term around the practicum'],
            },
          ],
        },
        {
          kind: 'steps',
          heading: 'A focused SOAP note',
          steps: [
            { title: 'Subjective', points: ['Chief complaint in the client\'s words, history of present illness (OLDCARTS), relevant history, medications, allergies'] },
            { title: 'Objective', points: ['Vital signs and a focused exam of the systems the complaint involves, with pertinent negatives'] },
            { title: 'Assessment', points: ['The working diagnosis and two or three differentials, each with the findings for and against'] },
            { title: 'Plan', points: ['Tests, treatment with dose and duration, education, follow-up and when to return sooner'] },
          ],
        },
        {
          kind: 'questions',
          heading: 'Assessment practice',
          intro: 'Assessment questions with rationales.',
          questions: practiceQuestions['health-assessment'],
        },
      ],
    },
    {
      id: 'dnp',
      navLabel: 'DNP',
      heading: 'Doctor of Nursing Practice (DNP)',
      lead: 'The practice doctorate: a scholarly project that changes care, backed by supervised practice hours.',
      blocks: [
        {
          kind: 'text',
          paragraphs: [
            'AACN expects DNP graduates to complete at least 1,000 hours of practice after the bachelor\'s degree; hours from a master\'s program may count toward them. Your program decides how its hours are logged and approved.',
            'The DNP project template in Writing Support below gives the APA 7 skeleton of the project paper.',
          ],
        },
        {
          kind: 'steps',
          heading: 'The DNP project from idea to dissemination',
          steps: [
            { title: 'Problem and need', points: ['A practice problem in your setting, with local data showing the gap'] },
            { title: 'Evidence and framework', points: ['A synthesis of the best evidence and a framework (an EBP model or a change theory) to guide the work'] },
            { title: 'Plan and approval', points: ['Objectives, stakeholders, timeline, budget, and the approvals your site and university require'] },
            { title: 'Implementation', points: ['Carry out the change with your team and collect the data you planned'] },
            { title: 'Evaluation', points: ['Compare outcomes with the baseline, using the right statistics for your data'] },
            { title: 'Dissemination', points: ['A final paper, a presentation, and where possible a poster or article'] },
          ],
        },
      ],
    },
    {
      id: 'research',
      navLabel: 'Research & EBP',
      heading: 'Evidence-Based Practice and Research',
      lead: 'Frameworks, methods, literature reviews and statistics, for the research and EBP courses of every Walden program.',
      blocks: [],
      tabs: waldenResearchTabs,
    },
    {
      id: 'writing',
      navLabel: 'Writing Support',
      heading: 'Writing Support',
      lead: 'The APA 7 guide and four Word templates already set up in APA 7 student-paper format: double spacing, 1-inch margins, headings, page numbers and a reference list with hanging indents.',
      blocks: [
        {
          kind: 'documents',
          heading: 'APA 7 guide and Word templates',
          intro: 'The templates are course paper, literature review, DNP project and discussion post. Each placeholder tells you what goes there.',
          query: { section: 'writing' },
        },
        {
          kind: 'topics',
          heading: 'APA 7 student paper essentials',
          topics: [
            { title: 'Page setup', points: ['1-inch margins, double spacing, a page number top right', 'An accepted font such as 12-point Times New Roman or 11-point Calibri'] },
            { title: 'Title page', points: ['Title, your name, department and university, course, instructor and due date', 'No running head for student papers unless your instructor asks for one'] },
            { title: 'Headings', points: ['Level 1 centred bold; level 2 flush left bold; level 3 flush left bold italic', 'Do not use "Introduction" as a heading: the paper\'s title does that job'] },
            { title: 'Citations and references', points: ['Author and year in text; page or paragraph numbers for quotations', 'References in alphabetical order with a 0.5-inch hanging indent'] },
          ],
        },
      ],
    },
    {
      id: 'study-materials',
      heading: 'Walden Study Materials',
      lead: 'Course companions written by our tutors for Walden students.',
      blocks: [{ kind: 'materials', heading: 'From our library', intro: 'Each one is for study and review; none contains answers to graded work.' }],
    },
  ],
  moreCourses: {
    buttonLabel: 'View All Walden Programs',
    hideLabel: 'Show Fewer Programs',
    heading: 'All Walden Programs We Support',
    intro: 'Tell us your program and course code when you book, and we match you with a tutor who knows that level of study.',
    courses: [
      { subject: 'RN-to-BSN', focus: 'Community health, leadership, research and writing courses for practising RNs.' },
      { subject: 'MSN core', focus: 'Policy, informatics, evidence-based practice and leadership courses.' },
      { subject: 'Family nurse practitioner', focus: 'The advanced practice core, primary care courses, practicum and board review.' },
      { subject: 'Psychiatric-mental health nurse practitioner', focus: 'Psychopharmacology, psychotherapy approaches and practicum.' },
      { subject: 'Nursing education and leadership', focus: 'Curriculum, teaching and evaluation; management, finance and quality.' },
      { subject: 'DNP', focus: 'Project planning, evidence synthesis, statistics and the final paper.' },
      { subject: 'PhD in Nursing', focus: 'Research design, statistics and dissertation writing support.' },
    ],
  },
  tutoring: { ...tutoringFor('Walden'), buttonLabel: 'Request Walden Tutoring' },
};
