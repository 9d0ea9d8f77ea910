import { useQuery } from '@tanstack/react-query';
import type { ExamType } from '@nurseprep/contracts';

export const EXAM_TYPES_PATH = '/api/exam-types';

/** GET /api/exam-types (the shell's query client reads a key's path as JSON). */
export function useExamTypes() {
  return useQuery<ExamType[]>({ queryKey: [EXAM_TYPES_PATH] });
}
