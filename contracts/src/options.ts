/**
 * The forms' option lists, each once, with the labels the forms show. Values are the tuples the
 * schemas validate against; labels are keyed by value so a missing label is a type error.
 */

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

function toOptions<Value extends string>(values: readonly Value[], labels: Record<Value, string>): Option<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const serviceTypes = ['exam-prep', 'tutoring', 'assignment-help', 'research-assistance', 'career-counseling', 'custom'] as const;
export type ServiceType = (typeof serviceTypes)[number];
export const serviceTypeOptions = toOptions(serviceTypes, {
  'exam-prep': 'Exam Preparation',
  tutoring: 'Tutoring',
  'assignment-help': 'Assignment Help',
  'research-assistance': 'Research Assistance',
  'career-counseling': 'Career Counseling',
  custom: 'Custom Service',
});

export const urgencyLevels = ['low', 'medium', 'high', 'urgent'] as const;
export type UrgencyLevel = (typeof urgencyLevels)[number];
export const urgencyLevelOptions = toOptions(urgencyLevels, {
  low: 'Low (1-2 weeks)',
  medium: 'Medium (3-7 days)',
  high: 'High (1-2 days)',
  urgent: 'Urgent (within 24 hours)',
});

export const budgets = ['under-200', '200-500', '500-1000', '1000-plus', 'discuss'] as const;
export type Budget = (typeof budgets)[number];
export const budgetOptions = toOptions(budgets, {
  'under-200': 'under $200',
  '200-500': '$200-$500',
  '500-1000': '$500-$1,000',
  '1000-plus': '$1,000+',
  discuss: "Let's Discuss",
});

export const contactMethods = ['email', 'phone', 'whatsapp'] as const;
export type ContactMethod = (typeof contactMethods)[number];
export const contactMethodOptions = toOptions(contactMethods, {
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
});

export const campaignAudiences = ['all', 'new_leads', 'engaged', 'students'] as const;
export type CampaignAudience = (typeof campaignAudiences)[number];
export const campaignAudienceOptions = toOptions(campaignAudiences, {
  all: 'All Leads',
  new_leads: 'New Leads',
  engaged: 'Engaged Leads',
  students: 'Current Students',
});

/** Subjects of the tutoring inquiry form (home page and /tutoring). Value and label are the same text. */
export const tutoringSubjects = [
  'HESI A2 Exam',
  'ATI Exam',
  'TEAS Exam',
  'GRE for Nursing',
  'GED Preparation',
  'Nursing Coursework',
  'Chamberlain University Coursework',
  'Walden University Coursework',
  'Grand Canyon University Coursework',
  'University of Phoenix Coursework',
  'Chatham University Coursework',
  'Other (please specify)',
] as const;
export const tutoringSubjectOptions: Option[] = tutoringSubjects.map((subject) => ({ value: subject, label: subject }));

/** Subjects of the contact form; it posts to the same endpoint as the tutoring inquiry. */
export const contactSubjects = ['General Inquiry', 'Tutoring Request', 'Study Materials', 'Technical Support', 'Feedback', 'Other'] as const;
export const contactSubjectOptions: Option[] = contactSubjects.map((subject) => ({ value: subject, label: subject }));

/** Exam types a student can pick at sign-up; also the exam types leads are counted by. */
export const examTypeCodes = ['TEAS', 'HESI', 'NCLEX', 'ATI', 'GRE', 'Kaplan', 'CNA', 'GED', 'Coursework'] as const;
export type ExamTypeCode = (typeof examTypeCodes)[number];
export const examTypeCodeOptions = toOptions(examTypeCodes, {
  TEAS: 'ATI TEAS 7',
  HESI: 'HESI A2',
  NCLEX: 'NCLEX-RN',
  ATI: 'ATI',
  GRE: 'GRE',
  Kaplan: 'Kaplan',
  CNA: 'CNA',
  GED: 'GED',
  Coursework: 'Nursing Coursework',
});
export const defaultExamType: ExamTypeCode = 'TEAS';

/** The label of an option value, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
