import type { ExamTypeCode } from './options';

/** Words that name an exam in a subject or service text, checked in order (first match wins). */
const examTypePatterns: readonly [RegExp, ExamTypeCode][] = [
  [/\bteas\b/i, 'TEAS'],
  [/\bhesi\b/i, 'HESI'],
  [/\bnclex\b/i, 'NCLEX'],
  [/\bati\b/i, 'ATI'],
  [/\bgre\b/i, 'GRE'],
  [/\bged\b/i, 'GED'],
  [/\bkaplan\b/i, 'Kaplan'],
  [/\bcna\b/i, 'CNA'],
  [/\bcoursework\b/i, 'Coursework'],
];

/**
 * The exam type a tutoring subject or service names ('TEAS Exam' -> TEAS, 'HESI A2 Exam' -> HESI,
 * 'Walden University Coursework' -> Coursework), or null when it names none ('General Inquiry', 'exam-prep').
 */
export function examTypeNamedIn(text: string): ExamTypeCode | null {
  for (const [pattern, examType] of examTypePatterns) {
    if (pattern.test(text)) return examType;
  }
  return null;
}
