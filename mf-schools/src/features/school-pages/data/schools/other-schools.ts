import type { SchoolSlug } from '@nurseprep/contracts';
import type { SchoolPageData } from '../school-page-types';
import { schoolIntros } from '../school-intros';
import { standardSchoolPage } from '../shared/school-page-builders';

/**
 * The nine directory schools with no school type, from one builder. Program facts are the broad,
 * long-standing ones (checked against the schools' and news sites); details change, so each page also says
 * to check the school's current catalog.
 */
export const otherSchoolPages = {
  'arizona-state': standardSchoolPage({
    intro: schoolIntros['arizona-state'],
    shortName: 'ASU',
    overview: {
      paragraphs: [
        'Nursing at Arizona State University is taught by the Edson College of Nursing and Health Innovation. Students become registered nurses through the prelicensure Bachelor of Science in Nursing, and working nurses complete their degree through the RN-to-BSN pathway.',
        'Upper-division nursing courses move fast, and clinical reasoning is graded from the first term. We help with the science-heavy courses, care plans and the steady build-up to the NCLEX-RN.',
      ],
      facts: [
        { label: 'College', value: 'Edson College of Nursing and Health Innovation' },
        { label: 'Pathways we support', value: 'Prelicensure BSN, accelerated BSN, RN-to-BSN' },
        { label: 'Licensure exam', value: 'NCLEX-RN after a prelicensure BSN' },
      ],
    },
    hardSubjects: ['pathophysiology', 'pharmacology', 'med-surg', 'health-assessment'],
    practiceSubjects: ['pathophysiology', 'pharmacology', 'med-surg', 'health-assessment'],
  }),
  capella: standardSchoolPage({
    intro: schoolIntros.capella,
    shortName: 'Capella',
    overview: {
      paragraphs: [
        'Capella University is an online university. Its nursing programs serve registered nurses continuing their education: RN-to-BSN, MSN specialisations and the DNP.',
        'Many programs offer two formats: FlexPath, where you move through competency-based assessments at your own pace, and GuidedPath, with weekly deadlines and discussions. Either way, most of the grade comes from written assessments, so we focus on evidence, structure and APA 7.',
      ],
      facts: [
        { label: 'Format', value: 'Online; FlexPath (self-paced) or GuidedPath (scheduled)' },
        { label: 'Programs we support', value: 'RN-to-BSN, MSN, DNP' },
        { label: 'Most graded work', value: 'Written assessments scored against a rubric' },
      ],
    },
    hardSubjects: ['evidence-based-practice', 'scholarly-writing', 'leadership', 'capstone'],
    practiceSubjects: ['evidence-based-practice', 'leadership', 'community-health'],
  }),
  duke: standardSchoolPage({
    intro: schoolIntros.duke,
    shortName: 'Duke',
    overview: {
      paragraphs: [
        'The Duke University School of Nursing offers an Accelerated Bachelor of Science in Nursing (ABSN) for people who already hold a bachelor\'s degree in another field, along with MSN, DNP and PhD programs.',
        'An accelerated program fits a full nursing curriculum into a short time, and graduate programs expect advanced science and scholarly writing. We help students keep pace without cutting corners.',
      ],
      facts: [
        { label: 'School', value: 'Duke University School of Nursing' },
        { label: 'Programs we support', value: 'ABSN, MSN, DNP' },
        { label: 'Licensure exam', value: 'NCLEX-RN after the ABSN' },
      ],
    },
    hardSubjects: ['advanced-pathophysiology', 'advanced-pharmacology', 'pathophysiology', 'scholarly-writing'],
    practiceSubjects: ['pathophysiology', 'pharmacology', 'med-surg'],
  }),
  excelsior: standardSchoolPage({
    intro: schoolIntros.excelsior,
    shortName: 'Excelsior',
    overview: {
      paragraphs: [
        'Excelsior University (called Excelsior College until 2022) is a nonprofit online university in Albany, New York, built for adult learners. Its nursing programs serve working nurses, including an online RN-to-BSN and master\'s study.',
        'Excelsior students often study alone around shifts and family. We give that self-study a structure: a plan for each course, review guides, and a tutor when a topic will not click.',
      ],
      facts: [
        { label: 'Format', value: 'Online, for adult learners' },
        { label: 'Programs we support', value: 'RN-to-BSN, MSN' },
        { label: 'Known for', value: 'Credit for prior learning and flexible pacing' },
      ],
    },
    hardSubjects: ['community-health', 'evidence-based-practice', 'leadership', 'scholarly-writing'],
    practiceSubjects: ['community-health', 'evidence-based-practice', 'leadership'],
  }),
  'johns-hopkins': standardSchoolPage({
    intro: schoolIntros['johns-hopkins'],
    shortName: 'Johns Hopkins',
    overview: {
      paragraphs: [
        'The Johns Hopkins School of Nursing prepares new nurses through its Master of Science in Nursing (MSN) Entry into Nursing program, for people with a bachelor\'s degree in another field, and offers DNP and PhD programs for advanced practice and research.',
        'Graduate-level entry means graduate-level expectations from the first term: advanced health assessment, evidence appraisal and scholarly writing alongside clinical learning.',
      ],
      facts: [
        { label: 'School', value: 'Johns Hopkins School of Nursing' },
        { label: 'Programs we support', value: 'MSN Entry into Nursing, DNP' },
        { label: 'Licensure exam', value: 'NCLEX-RN after the entry-into-nursing MSN' },
      ],
    },
    hardSubjects: ['health-assessment', 'evidence-based-practice', 'dnp-project', 'scholarly-writing'],
    practiceSubjects: ['health-assessment', 'evidence-based-practice', 'pathophysiology'],
  }),
  kaplan: standardSchoolPage({
    intro: schoolIntros.kaplan,
    shortName: 'Kaplan',
    overview: {
      paragraphs: [
        'Kaplan University was acquired by Purdue University in 2018 and became Purdue University Global, an online university; its nursing students now study at Purdue Global. Kaplan itself continues as a test-preparation company, and many nursing programs use Kaplan Nursing\'s admission test and integrated tests.',
        'Whether you are a former Kaplan University student now at Purdue Global or a student at a school that gives Kaplan integrated tests, we help you prepare for course exams and the NCLEX-RN.',
      ],
      facts: [
        { label: 'Today', value: 'Purdue University Global (formerly Kaplan University, renamed in 2018)' },
        { label: 'Kaplan tests we help with', value: 'Kaplan admission test, Kaplan integrated tests' },
        { label: 'Licensure exam', value: 'NCLEX-RN' },
      ],
    },
    hardSubjects: ['med-surg', 'pharmacology', 'mental-health', 'leadership'],
    practiceSubjects: ['med-surg', 'pharmacology', 'mental-health', 'leadership'],
  }),
  liberty: standardSchoolPage({
    intro: schoolIntros.liberty,
    shortName: 'Liberty',
    overview: {
      paragraphs: [
        'Liberty University is a private Christian university in Lynchburg, Virginia. Its School of Nursing offers a residential BSN, an online RN-to-BSN, and graduate study (MSN and DNP).',
        'Liberty nursing courses pair clinical content with a Christian worldview, so students write reflections alongside care plans and exams.',
      ],
      facts: [
        { label: 'University', value: 'Private Christian university, Lynchburg, Virginia' },
        { label: 'Programs we support', value: 'BSN, RN-to-BSN, MSN, DNP' },
        { label: 'Licensure exam', value: 'NCLEX-RN after the prelicensure BSN' },
      ],
    },
    values: {
      heading: 'Faith integration in Liberty courses',
      paragraphs: [
        'Liberty is a Christian university, and its nursing courses ask students to relate nursing care and ethics to a Christian worldview. Our tutors respect that perspective and help you meet the assignment as your instructor sets it.',
      ],
      points: [
        'Planning worldview reflections: what the prompt asks, how to connect it to the clinical topic, how to cite Scripture in APA 7',
        'Spiritual care in care plans: assessing spiritual needs and respecting each client\'s own beliefs',
      ],
    },
    hardSubjects: ['pharmacology', 'pathophysiology', 'mental-health', 'scholarly-writing'],
    practiceSubjects: ['pharmacology', 'pathophysiology', 'mental-health'],
  }),
  snhu: standardSchoolPage({
    intro: schoolIntros.snhu,
    shortName: 'SNHU',
    overview: {
      paragraphs: [
        'Southern New Hampshire University, in Manchester, New Hampshire, is known for its large online programs. Its online nursing programs serve registered nurses: the RN-to-BSN and the MSN.',
        'Online terms are short and every week has discussion posts and a paper or project milestone. We help you plan each week, use evidence well and format in APA 7.',
      ],
      facts: [
        { label: 'Format', value: 'Online terms for working nurses' },
        { label: 'Programs we support', value: 'RN-to-BSN, MSN' },
        { label: 'Most graded work', value: 'Discussions, papers and projects with rubrics' },
      ],
    },
    hardSubjects: ['evidence-based-practice', 'scholarly-writing', 'community-health', 'leadership'],
    practiceSubjects: ['evidence-based-practice', 'community-health', 'leadership'],
  }),
  umgc: standardSchoolPage({
    intro: schoolIntros.umgc,
    shortName: 'UMGC',
    overview: {
      paragraphs: [
        'University of Maryland Global Campus serves adult and military learners, mostly online. Its nursing program is an online RN-to-BSN for registered nurses who want their bachelor\'s degree.',
        'RN-to-BSN courses focus on community and population health, leadership, research and informatics rather than new bedside skills, and most grades come from papers and projects.',
      ],
      facts: [
        { label: 'Format', value: 'Online, for adult and military learners' },
        { label: 'Program we support', value: 'RN-to-BSN' },
        { label: 'Most graded work', value: 'Papers, projects and discussions' },
      ],
    },
    hardSubjects: ['community-health', 'leadership', 'evidence-based-practice', 'scholarly-writing'],
    practiceSubjects: ['community-health', 'leadership', 'evidence-based-practice'],
  }),
} satisfies Partial<Record<SchoolSlug, SchoolPageData>>;
