import type { SchoolPageData } from '../school-page-types';
import { schoolIntros } from '../school-intros';
import { schoolPageTexts } from '../school-page-texts';
import { tutoringFor } from '../shared/school-page-builders';
import { practiceQuestions } from '../shared/practice-questions';
import { nr293Tabs } from './chamberlain-nr-293';

/**
 * Chamberlain University: its five course anchors, NR-293's four tabs, and every course section with
 * content. Courses are named by code and subject (we do not claim official titles we could not check).
 */
export const chamberlainPage: SchoolPageData = {
  intro: schoolIntros.chamberlain,
  overview: {
    heading: 'Chamberlain Nursing Courses',
    paragraphs: [
      'Chamberlain University is a nursing and health sciences university with campuses across the United States and online programs. Its Bachelor of Science in Nursing moves quickly from foundations to pharmacology, adult health, mental health and maternal-child nursing, and ends with a capstone.',
      'The courses below are the ones Chamberlain students ask us about most. Each section has a summary of what the course covers, study materials, and practice built around the way these courses are examined.',
    ],
    note: schoolPageTexts.courseNote,
    facts: [
      { label: 'Programs we support', value: 'BSN, RN-to-BSN' },
      { label: 'Courses on this page', value: 'NR-293, NR-341, NR-327, NR-326, NR-450' },
      { label: 'Licensure exam', value: 'NCLEX-RN after the prelicensure BSN' },
    ],
  },
  navLabel: 'Chamberlain courses on this page',
  sections: [
    {
      id: 'nr-293',
      navLabel: 'NR-293 Pharmacology',
      course: { code: 'NR-293', subject: 'Pharmacology' },
      heading: 'NR-293 Pharmacology',
      lead: 'Drug classes, prototypes and nursing considerations, plus dosage calculations. Start with the study guides, drill with the flashcards, then test yourself.',
      blocks: [],
      tabs: nr293Tabs,
    },
    {
      id: 'nr-341',
      navLabel: 'NR-341',
      course: { code: 'NR-341', subject: 'Complex adult health' },
      heading: 'NR-341: Complex Adult Health',
      lead: 'Caring for adults with unstable, multi-system conditions: the course where prioritisation questions get hard.',
      blocks: [
        {
          kind: 'topics',
          heading: 'What to master',
          topics: [
            {
              title: 'Fluids, electrolytes and acid-base',
              points: [
                'Potassium, sodium, calcium and magnesium imbalances: causes, ECG and neuromuscular signs, treatment',
                'Reading arterial blood gases: pH first, then carbon dioxide and bicarbonate, then compensation',
              ],
            },
            {
              title: 'Shock and sepsis',
              points: [
                'Hypovolemic, cardiogenic, distributive and obstructive shock: what differs and what is treated first',
                'Early sepsis signs and the first-hour care bundle: cultures, lactate, fluids, antibiotics',
              ],
            },
            {
              title: 'Cardiac and respiratory emergencies',
              points: [
                'Acute coronary syndrome, heart failure exacerbation and common dysrhythmias',
                'Respiratory failure, chest tubes and mechanical ventilation basics',
              ],
            },
            {
              title: 'Priorities and delegation',
              points: [
                'Airway, breathing, circulation; acute before chronic; unstable before stable',
                'Which client to see first, and what can be delegated to whom',
              ],
            },
          ],
        },
        {
          kind: 'documents',
          heading: 'Med-surg review guides',
          query: { subject: 'med-surg' },
        },
        {
          kind: 'questions',
          heading: 'Practice',
          intro: 'Complex adult health questions with rationales.',
          questions: [...practiceQuestions['med-surg'], practiceQuestions.pathophysiology[2]],
        },
      ],
    },
    {
      id: 'nr-327',
      navLabel: 'NR-327',
      course: { code: 'NR-327', subject: 'Maternal-child nursing' },
      heading: 'NR-327: Maternal-Child Nursing',
      lead: 'Pregnancy, labor and birth, the newborn, and the growing child: normal findings first, then the complications exams ask about.',
      blocks: [
        {
          kind: 'topics',
          heading: 'What to master',
          topics: [
            {
              title: 'Pregnancy and prenatal care',
              points: [
                'Expected changes by trimester, and danger signs to teach',
                'Preeclampsia (new hypertension after 20 weeks with signs of organ involvement) and magnesium sulfate safety',
              ],
            },
            {
              title: 'Labor and fetal monitoring',
              points: [
                'Stages of labor, and what early, variable and late decelerations mean',
                'First actions for a non-reassuring tracing: reposition, stop oxytocin, notify',
              ],
            },
            {
              title: 'Postpartum and newborn',
              points: [
                'Fundus, lochia and bleeding assessment; postpartum hemorrhage first steps',
                'Newborn assessment, Apgar scoring, thermoregulation and jaundice',
              ],
            },
            {
              title: 'Pediatrics',
              points: [
                'Growth and development milestones and age-appropriate communication',
                'Weight-based medication safety and pediatric respiratory illnesses',
              ],
            },
          ],
        },
        {
          kind: 'questions',
          heading: 'Practice',
          intro: 'A maternal-child question with its rationale.',
          questions: practiceQuestions['maternal-child'],
        },
      ],
    },
    {
      id: 'nr-326',
      navLabel: 'NR-326',
      course: { code: 'NR-326', subject: 'Mental health nursing' },
      heading: 'NR-326: Mental Health Nursing',
      lead: 'Therapeutic communication, safety and psychopharmacology: the three areas that carry most exam questions.',
      blocks: [
        {
          kind: 'topics',
          heading: 'What to master',
          topics: [
            {
              title: 'Therapeutic communication',
              points: [
                'Techniques that open conversation (reflecting, clarifying, silence) and blocks to avoid (false reassurance, "why" questions, advice)',
                'How to choose between two answers that both sound kind: the one that keeps the focus on the client\'s feelings',
              ],
            },
            {
              title: 'Safety first',
              points: ['Suicide risk assessment: ask directly about thoughts, plan, means and intent', 'De-escalation and the least restrictive intervention'],
            },
            {
              title: 'Psychopharmacology',
              points: [
                'Antidepressants (SSRIs, SNRIs, MAOIs), antipsychotics and their movement effects, mood stabilisers',
                'Lithium: narrow range, hydration and sodium, signs of toxicity',
              ],
            },
            {
              title: 'Disorders in context',
              points: ['Depression, bipolar disorder, schizophrenia, anxiety disorders and substance use', 'Withdrawal timelines and monitoring'],
            },
          ],
        },
        {
          kind: 'documents',
          heading: 'Mental health review guides',
          query: { subject: 'mental-health' },
        },
        {
          kind: 'questions',
          heading: 'Practice',
          intro: 'Mental health questions with rationales.',
          questions: practiceQuestions['mental-health'],
        },
      ],
    },
    {
      id: 'nr-450',
      navLabel: 'NR-450',
      course: { code: 'NR-450', subject: 'Capstone' },
      heading: 'NR-450: Capstone',
      lead: 'An evidence-based project on a real practice problem, from the question to the presentation.',
      blocks: [
        {
          kind: 'steps',
          heading: 'The project, step by step',
          steps: [
            { title: 'Pick a problem you can measure', points: ['Choose a unit-level problem (falls, catheter infections, handoff errors) with data you can get', 'Check it with your preceptor or instructor early'] },
            { title: 'Write a PICOT question', points: ['Population, intervention, comparison, outcome and time', 'Keep the outcome measurable within your course'] },
            { title: 'Find and appraise the evidence', points: ['Search CINAHL and PubMed with subject headings and Boolean operators', 'Rank sources by level of evidence and summarise them in a synthesis table'] },
            { title: 'Plan, present and evaluate', points: ['An implementation plan with stakeholders, resources and a timeline', 'How you would evaluate the change, then a clear presentation of the whole'] },
          ],
        },
        {
          kind: 'questions',
          heading: 'Check your evidence skills',
          intro: 'Two questions on evidence-based practice.',
          questions: practiceQuestions['evidence-based-practice'],
        },
      ],
    },
    {
      id: 'study-materials',
      heading: 'Chamberlain Study Materials',
      lead: 'Course companions written by our tutors for Chamberlain students.',
      blocks: [{ kind: 'materials', heading: 'From our library', intro: 'Each one is for study and review; none contains answers to graded work.' }],
    },
  ],
  moreCourses: {
    buttonLabel: 'View All Chamberlain Courses',
    hideLabel: 'Show Fewer Courses',
    heading: 'All Chamberlain Courses We Support',
    intro: 'Besides the five courses above, our tutors help with these parts of the Chamberlain BSN. Tell us your course code when you book and we match you with a tutor for it.',
    courses: [
      { code: 'NR-293', subject: 'Pharmacology', focus: 'Drug classes, nursing considerations and dosage calculations (above).' },
      { code: 'NR-341', subject: 'Complex adult health', focus: 'Multi-system conditions, shock, acid-base and priorities (above).' },
      { code: 'NR-327', subject: 'Maternal-child nursing', focus: 'Pregnancy, labor, newborn and pediatrics (above).' },
      { code: 'NR-326', subject: 'Mental health nursing', focus: 'Therapeutic communication, safety and psychopharmacology (above).' },
      { code: 'NR-450', subject: 'Capstone', focus: 'Evidence-based project from PICOT to presentation (above).' },
      { subject: 'Fundamentals of nursing', focus: 'Nursing process, safety, hygiene, mobility, vital signs and documentation.' },
      { subject: 'Health assessment', focus: 'Head-to-toe assessment, normal versus abnormal findings and check-off practice.' },
      { subject: 'Pathophysiology', focus: 'How disease produces signs and symptoms, system by system.' },
      { subject: 'Adult health (medical-surgical)', focus: 'Common adult conditions, perioperative care and lab values.' },
      { subject: 'Community and population health', focus: 'Levels of prevention, epidemiology and community assessment.' },
      { subject: 'Leadership and NCLEX-RN readiness', focus: 'Delegation, prioritisation and a study plan for the licensure exam.' },
    ],
  },
  tutoring: tutoringFor('Chamberlain'),
};
