import type { SchoolPageData } from '../school-page-types';
import { schoolIntros } from '../school-intros';
import { sidebarSchoolPage, studyResources } from '../shared/sidebar-school-page';

/**
 * Grand Canyon, Phoenix and Chatham. The values block is worded truthfully for each: Grand Canyon is a
 * Christian university (faith integration); Phoenix and Chatham are not religious universities.
 */
export const grandCanyonPage: SchoolPageData = sidebarSchoolPage({
  intro: schoolIntros['grand-canyon'],
  shortName: 'Grand Canyon',
  overview: {
    paragraphs: [
      'Grand Canyon University (GCU) is a private Christian university in Phoenix, Arizona. Its College of Nursing and Health Care Professions offers a prelicensure Bachelor of Science in Nursing, an RN-to-BSN, and graduate study (MSN and DNP).',
      'GCU\'s BSN ends with an evidence-based capstone, and its clinical courses expect you to arrive prepared for every shift. We help with course concepts, clinical preparation and the writing that runs through the program.',
    ],
    facts: [
      { label: 'University', value: 'Private Christian university, Phoenix, Arizona' },
      { label: 'College', value: 'College of Nursing and Health Care Professions' },
      { label: 'Programs we support', value: 'BSN (prelicensure), RN-to-BSN, MSN, DNP' },
    ],
  },
  values: {
    heading: 'Faith Integration at GCU',
    paragraphs: [
      'GCU is a Christian university, and its College of Nursing and Health Care Professions describes its education as reflecting Christian values. Many courses ask you to connect caring, ethics and spiritual care to a Christian worldview.',
    ],
    points: [
      'We help you plan worldview and reflection assignments as your instructor sets them',
      'Spiritual assessment and care that respect each client\'s own beliefs',
      'Ethics cases using the ANA Code of Ethics alongside the course\'s perspective',
    ],
  },
  courseCodes: ['NUR-300', 'NUR-318', 'NUR-432'],
  middleTab: {
    id: 'clinical',
    label: 'Clinical Prep',
    blocks: [
      {
        kind: 'steps',
        heading: 'Before every clinical shift',
        steps: [
          { title: 'Look up your clients', points: ['Diagnoses and their pathophysiology in two or three sentences', 'Every medication: class, why this client takes it, what to check before giving it'] },
          { title: 'Know the numbers', points: ['Recent labs and vital signs against normal ranges', 'What a change would mean and whom you would tell'] },
          { title: 'Plan the care', points: ['Two or three priority problems with interventions and expected outcomes', 'A concept map or care plan in the format your instructor uses'] },
          { title: 'Pack and practise', points: ['Stethoscope, penlight, watch with a second hand, your school ID and badge', 'Rehearse any skill you may be checked on (medication pass, dressing change, catheter care)'] },
        ],
      },
      {
        kind: 'topics',
        heading: 'Skills to review',
        topics: [
          { title: 'Medication administration', points: ['The rights of medication administration and two patient identifiers', 'Checks before high-alert drugs such as insulin and anticoagulants'] },
          { title: 'Documentation and handoff', points: ['Objective, timely charting', 'SBAR for calls and handoffs'] },
        ],
      },
    ],
  },
  resources: studyResources('Grand Canyon'),
  sidebar: {
    heading: 'Grand Canyon Packages',
    bundleOfferId: 'grand-canyon-study-bundle',
    tutoringOfferId: 'grand-canyon-tutoring',
    advisorLabel: 'Contact an Advisor',
    advisorText: 'Not sure which option fits your course? An advisor will answer within 24 hours.',
  },
});

export const phoenixPage: SchoolPageData = sidebarSchoolPage({
  intro: schoolIntros.phoenix,
  shortName: 'Phoenix',
  overview: {
    paragraphs: [
      'University of Phoenix is a private university known for online programs for working adults. Its nursing programs include an online RN-to-BSN and an MSN for registered nurses; check the current catalog for what is offered in your state.',
      'Courses run one at a time in short blocks of a few weeks, each with weekly discussions and papers, so a slow week costs a lot. We help you keep up: course guides, practical skills reviews and one-on-one help before each deadline.',
    ],
    facts: [
      { label: 'Format', value: 'Online, one course at a time in short blocks' },
      { label: 'Programs we support', value: 'RN-to-BSN, MSN' },
      { label: 'Most graded work', value: 'Discussions, papers and presentations' },
    ],
  },
  values: {
    heading: 'Built for Working Nurses',
    paragraphs: [
      'University of Phoenix is not a religious university; its nursing courses build on the experience you already bring from practice. Assignments ask you to connect course concepts to your own workplace.',
    ],
    points: [
      'Choosing workplace examples that fit each assignment (without sharing protected patient information)',
      'Planning each short course week by week so discussions and papers do not pile up',
      'Turning experience into evidence: finding sources that support what you see in practice',
    ],
  },
  courseCodes: ['NUR/427', 'NUR/518', 'NUR/550'],
  middleTab: {
    id: 'practical-skills',
    label: 'Practical Skills',
    blocks: [
      {
        kind: 'topics',
        heading: 'Skills your courses build on',
        topics: [
          { title: 'Assessment', points: ['Focused assessments by system, with normal and abnormal findings', 'Recognising early warning signs of deterioration'] },
          { title: 'Documentation', points: ['Objective, timely charting that supports care decisions', 'Avoiding copy-forward errors in electronic records'] },
          { title: 'Communication', points: ['SBAR for calls and handoffs', 'Teach-back for patient education'] },
          { title: 'Safety and quality', points: ['Reporting near misses and errors', 'Reading your unit\'s quality data for a project or paper'] },
        ],
      },
      {
        kind: 'steps',
        heading: 'Practise an SBAR call',
        steps: [
          { title: 'Situation', points: ['Who you are, the client, and the problem in one sentence'] },
          { title: 'Background', points: ['Diagnosis, relevant history, current treatment'] },
          { title: 'Assessment', points: ['Vital signs, findings and what you think is happening'] },
          { title: 'Recommendation', points: ['What you need: an order, an exam, a transfer, and by when'] },
        ],
      },
    ],
  },
  resources: studyResources('Phoenix'),
  sidebar: {
    heading: 'Phoenix Packages',
    bundleOfferId: 'phoenix-online-success-package',
    tutoringOfferId: 'phoenix-tutoring',
    advisorLabel: 'Contact an Advisor',
    advisorText: 'Not sure which option fits your course? An advisor will answer within 24 hours.',
  },
});

export const chathamPage: SchoolPageData = sidebarSchoolPage({
  intro: schoolIntros.chatham,
  shortName: 'Chatham',
  overview: {
    paragraphs: [
      'Chatham University is a private university in Pittsburgh, Pennsylvania. Its nursing programs include an online RN-to-BSN for registered nurses and an MSN with education and leadership concentrations.',
      'In the RN-to-BSN, practice experiences are completed at approved sites with a preceptor, and the program builds toward a capstone project. We help with course concepts, the capstone and scholarly writing.',
    ],
    facts: [
      { label: 'University', value: 'Private university, Pittsburgh, Pennsylvania' },
      { label: 'Programs we support', value: 'RN-to-BSN (online), MSN' },
      { label: 'Practice experience', value: 'At approved sites with a preceptor' },
    ],
  },
  values: {
    heading: 'Values in Chatham\'s Nursing Courses',
    paragraphs: [
      'Chatham is not a religious university. Its nursing courses put weight on ethics, health policy and the health of communities, and ask you to apply the ANA Code of Ethics to real dilemmas.',
    ],
    points: [
      'Analysing an ethical dilemma with the ANA Code of Ethics',
      'Health policy and finance: how legislation and payment shape care',
      'Community and population health in your own region',
    ],
  },
  courseCodes: ['NUR 403', 'NUR 455', 'NUR 523'],
  middleTab: {
    id: 'capstone',
    label: 'Capstone Projects',
    blocks: [
      {
        kind: 'steps',
        heading: 'Planning your capstone',
        steps: [
          { title: 'Choose a practice problem', points: ['Small enough to finish in the term, with data you can get at your site', 'Agree it with your preceptor and faculty'] },
          { title: 'Write a PICOT question', points: ['Population, intervention, comparison, outcome and time'] },
          { title: 'Search and appraise', points: ['CINAHL and PubMed searches you can repeat', 'A synthesis table ranked by level of evidence'] },
          { title: 'Plan the change and its evaluation', points: ['Stakeholders, resources, timeline and the measure you will use', 'Barriers you expect and how you will handle them'] },
          { title: 'Present', points: ['A clear story: problem, evidence, plan, expected outcomes', 'APA 7 slides or poster with references'] },
        ],
      },
    ],
  },
  resources: studyResources('Chatham'),
  sidebar: {
    heading: 'Chatham Packages',
    bundleOfferId: 'chatham-comprehensive-package',
    tutoringOfferId: 'chatham-tutoring',
    advisorLabel: 'Contact an Advisor',
    advisorText: 'Not sure which option fits your course? An advisor will answer within 24 hours.',
  },
});
