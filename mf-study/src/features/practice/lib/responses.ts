import type { PracticeResponse, PublicQuestion, QuestionResult } from '../requests/practice-types';

/** Whether a response answers the question: an option chosen, or (matrix) every row given a column. */
export function isAnswered(question: PublicQuestion, response: PracticeResponse | undefined): boolean {
  if (!response) return false;
  if (response.kind === 'choice') return response.selected.length > 0;
  return (question.rows ?? []).every((row) => Boolean(response.rows[row.id]));
}

export function selectedOptions(response: PracticeResponse | null | undefined): string[] {
  return response?.kind === 'choice' ? response.selected : [];
}

export function matrixAnswers(response: PracticeResponse | null | undefined): Record<string, string> {
  return response?.kind === 'matrix' ? response.rows : {};
}

/**
 * The response after pressing number key `index` (0-based) or choosing an option: single replaces, multiple
 * toggles; a matrix sets the column of `rowId`.
 */
export function choose(question: PublicQuestion, response: PracticeResponse | undefined, optionId: string, rowId?: string): PracticeResponse {
  if (question.type === 'matrix') {
    return { kind: 'matrix', rows: { ...matrixAnswers(response), ...(rowId ? { [rowId]: optionId } : {}) } };
  }
  if (question.type === 'single') return { kind: 'choice', selected: [optionId] };
  const selected = selectedOptions(response);
  const next = selected.includes(optionId) ? selected.filter((id) => id !== optionId) : [...selected, optionId];
  // Keep the options' order, so the saved answer reads the way the question does.
  const order = (question.options ?? []).map((option) => option.id);
  return { kind: 'choice', selected: next.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}


/** Whether an option is (part of) the key of a graded question. */
export function isKeyOption(result: QuestionResult, optionId: string): boolean {
  return result.perOption?.find((entry) => entry.id === optionId)?.correct ?? (Array.isArray(result.key) && result.key.includes(optionId));
}

/** The column a matrix row's key names, in a graded question. */
export function keyColumnOf(result: QuestionResult, rowId: string): string | undefined {
  return result.perRow?.find((row) => row.id === rowId)?.key ?? (Array.isArray(result.key) ? undefined : result.key[rowId]);
}
