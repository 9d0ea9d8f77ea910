import type { PracticeQuestion, PracticeResponse, PublicQuestion, QuestionResult } from '@nurseprep/contracts';

/** What the browser may see of a question before it is graded: no key, no rationale, no source. */
export function toPublicQuestion(question: PracticeQuestion): PublicQuestion {
  const base: PublicQuestion = {
    id: question.id,
    type: question.type,
    category: question.category,
    subcategory: question.subcategory,
    difficulty: question.difficulty,
    stem: question.stem,
  };
  if (question.context !== undefined) base.context = question.context;
  if (question.type === 'matrix') {
    base.rows = question.rows.map(({ id, text }) => ({ id, text }));
    base.columns = question.columns.map(({ id, text }) => ({ id, text }));
  } else {
    base.options = question.options.map(({ id, text }) => ({ id, text }));
  }
  return base;
}

/**
 * Why a response does not fit its question, as field errors (empty: it fits). Checked before anything is
 * stored, so a bad answer never leaves half a write behind.
 */
export function responseProblems(question: PracticeQuestion, response: PracticeResponse): Record<string, string[]> {
  if (question.type === 'matrix') {
    if (response.kind !== 'matrix') return { 'response.kind': ["This question takes a 'matrix' response"] };
    const rows = question.rows.map((row) => row.id);
    const columns = question.columns.map((column) => column.id);
    const problems: string[] = [];
    for (const [row, column] of Object.entries(response.rows)) {
      if (!rows.includes(row)) problems.push(`Unknown row: ${row}`);
      else if (!columns.includes(column)) problems.push(`Unknown column for row ${row}: ${column}`);
    }
    return problems.length > 0 ? { 'response.rows': problems } : {};
  }
  if (response.kind !== 'choice') return { 'response.kind': ["This question takes a 'choice' response"] };
  const options = question.options.map((option) => option.id);
  const problems: string[] = [];
  for (const selected of response.selected) if (!options.includes(selected)) problems.push(`Unknown option: ${selected}`);
  if (new Set(response.selected).size !== response.selected.length) problems.push('An option is selected twice');
  if (question.type === 'single' && response.selected.length !== 1) problems.push('Choose exactly one option');
  return problems.length > 0 ? { 'response.selected': problems } : {};
}

/**
 * Grades one question (an unanswered one scores 0). Single: 1 point or 0. Matrix: a point per row right.
 * Select all that apply: in the NCLEX-RN bank by NCSBN's +/- rule (a point for each key chosen, one taken away
 * for each other option chosen, never below zero; see api/src/ngn/scoring.ts), elsewhere all-or-nothing as the
 * TEAS and HESI score it; either way with the per-option picture.
 */
export function gradeQuestion(question: PracticeQuestion, response: PracticeResponse | null): QuestionResult {
  if (question.type === 'matrix') {
    const answered = response?.kind === 'matrix' ? response.rows : {};
    const perRow = question.rows.map((row) => {
      const selected = answered[row.id] ?? null;
      const key = question.answer[row.id]!;
      return { id: row.id, selected, key, correct: selected === key };
    });
    const right = perRow.filter((row) => row.correct).length;
    return {
      correct: right === perRow.length,
      score: perRow.length === 0 ? 0 : right / perRow.length,
      earned: right,
      possible: Math.max(1, perRow.length),
      key: { ...question.answer },
      rationale: { explanation: question.rationale.explanation, rows: { ...question.rationale.rows } },
      perRow,
    };
  }
  const selected = response?.kind === 'choice' ? response.selected : [];
  const key = question.answer;
  const allRight = selected.length === key.length && key.every((id) => selected.includes(id));
  const plusMinus = question.type === 'multiple' && question.bank === 'nclex';
  const earned = plusMinus
    ? Math.max(0, selected.filter((id) => key.includes(id)).length - selected.filter((id) => !key.includes(id)).length)
    : allRight
      ? 1
      : 0;
  const possible = plusMinus ? key.length : 1;
  const result: QuestionResult = {
    correct: allRight,
    score: earned / possible,
    earned,
    possible,
    key: [...key],
    rationale: { explanation: question.rationale.explanation, options: { ...question.rationale.options } },
  };
  if (question.type === 'multiple') {
    result.perOption = question.options.map((option) => ({ id: option.id, selected: selected.includes(option.id), correct: key.includes(option.id) }));
  }
  return result;
}
