import type { Topic } from '../school-page-types';

/**
 * The subjects nursing students most often ask us for help with, described once: what makes each hard and
 * how we help. School pages pick the ones their programs include (no course titles are claimed here).
 */
export const hardSubjectIds = [
  'pharmacology',
  'pathophysiology',
  'health-assessment',
  'med-surg',
  'mental-health',
  'evidence-based-practice',
  'community-health',
  'leadership',
  'scholarly-writing',
  'capstone',
  'advanced-pharmacology',
  'advanced-pathophysiology',
  'dnp-project',
] as const;
export type HardSubjectId = (typeof hardSubjectIds)[number];

export const hardSubjects = {
  pharmacology: {
    title: 'Pharmacology',
    points: [
      'Hard because: hundreds of drugs, each with a mechanism, adverse effects and nursing checks, plus dosage calculations with no room for error.',
      'How we help: learn by drug class and prototype, memory aids for suffixes (-olol, -pril, -sartan), and worked calculations with units at every step.',
    ],
  },
  pathophysiology: {
    title: 'Pathophysiology',
    points: [
      'Hard because: it asks why a disease produces each sign and symptom, not just what they are.',
      'How we help: concept maps from the cell to the symptom, and practice linking each finding to its cause and to the nursing action.',
    ],
  },
  'health-assessment': {
    title: 'Health assessment',
    points: [
      'Hard because: a head-to-toe exam in the right order, normal versus abnormal findings, and documentation, all graded in a timed check-off.',
      'How we help: system-by-system checklists, normal findings in the words charts use, and practice runs before your check-off.',
    ],
  },
  'med-surg': {
    title: 'Medical-surgical nursing',
    points: [
      'Hard because: many body systems at once, fast-changing clients, and exam questions that ask what to do first.',
      'How we help: high-yield reviews by system, lab values in context, and prioritisation practice (airway, breathing, circulation; acute before chronic).',
    ],
  },
  'mental-health': {
    title: 'Mental health nursing',
    points: [
      'Hard because: therapeutic communication questions where several answers sound kind, and psychotropic drugs with serious adverse effects.',
      'How we help: the rules behind therapeutic responses, safety-first priorities, and drug-class reviews (antidepressants, antipsychotics, mood stabilisers).',
    ],
  },
  'evidence-based-practice': {
    title: 'Evidence-based practice and research',
    points: [
      'Hard because: new vocabulary (PICOT, levels of evidence, appraisal), statistics, and papers that must synthesise rather than summarise sources.',
      'How we help: PICOT question practice, appraisal checklists, a synthesis-matrix method and plain-language statistics.',
    ],
  },
  'community-health': {
    title: 'Community and population health',
    points: [
      'Hard because: thinking about populations instead of one client, epidemiology terms, and a community assessment project.',
      'How we help: levels of prevention, rates and ratios worked through, and a step-by-step plan for windshield surveys and community assessments.',
    ],
  },
  leadership: {
    title: 'Leadership and management',
    points: [
      'Hard because: delegation, prioritisation and conflict questions depend on scope of practice and judgment.',
      'How we help: the delegation rights (right task, circumstance, person, direction and supervision), and case practice on assignments and conflict.',
    ],
  },
  'scholarly-writing': {
    title: 'Scholarly writing in APA 7',
    points: [
      'Hard because: papers are graded on structure, synthesis and APA style as much as on content.',
      'How we help: outlines from your rubric, APA 7 student-paper formatting, and feedback on drafts you wrote (we never write graded work for you).',
    ],
  },
  capstone: {
    title: 'Capstone project',
    points: [
      'Hard because: choosing a practice problem that is small enough, finding evidence, and planning an evaluation, over a whole term.',
      'How we help: problem and PICOT selection, a literature search plan, a timeline, and coaching on your presentation.',
    ],
  },
  'advanced-pharmacology': {
    title: 'Advanced pharmacology (graduate)',
    points: [
      'Hard because: prescribing decisions across the lifespan, pharmacokinetics and pharmacodynamics, and case-based exams.',
      'How we help: drug-class reviews with first-line choices and monitoring, case walk-throughs, and midterm and final review guides (review, never answers).',
    ],
  },
  'advanced-pathophysiology': {
    title: 'Advanced pathophysiology (graduate)',
    points: [
      'Hard because: cellular and genetic mechanisms at depth, tied to diagnosis and treatment.',
      'How we help: mechanism-to-presentation maps and case practice in the style of graduate exams.',
    ],
  },
  'dnp-project': {
    title: 'DNP project',
    points: [
      'Hard because: a practice-change project that must be planned, approved, carried out and evaluated with real data.',
      'How we help: project planning from problem statement to dissemination, framework choice, evaluation design and APA 7 templates.',
    ],
  },
} as const satisfies Record<HardSubjectId, Topic>;

/** The topics for a list of subject ids, in the given order. */
export function hardSubjectTopics(ids: readonly HardSubjectId[]): Topic[] {
  return ids.map((id) => hardSubjects[id]);
}
