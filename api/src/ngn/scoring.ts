/**
 * Scores an answer to a Next Generation NCLEX item by the rule NCSBN uses for its type
 * (`ngnScoringRules`), as NCSBN publishes them:
 * - NCSBN, "What are the current scoring models?" (NCLEX candidate help centre, ncsbn.zendesk.com,
 *   article 14690447982359): 0/1 scoring, where each correct response earns a point and nothing is taken
 *   away (multiple choice, matrix multiple choice per row, select N, drop-down cloze per drop-down, drop-down
 *   table per row, drag-and-drop cloze, bowtie); +/- scoring, a point for each key chosen and a point taken
 *   away for each distractor chosen, never below zero (select all that apply, highlight, matrix multiple
 *   response within each column, multiple response grouping within each group); rationale scoring, a point
 *   only when both halves of a linked pair are right (drop-down and drag-and-drop rationale).
 * - W. Muntean, "Next Generation NCLEX: Item Types and Scoring" (NCSBN, 2022), which sorts every item type
 *   into those three rules.
 * A triad ("X because of Y and Z") holds two pairs, X with Y and X with Z, and so is worth two points.
 */
import type { NgnItem, NgnResponse, NgnScore, NgnScoredPart } from '@nurseprep/contracts';
import { blankIds, highlightParts, ngnScoringRules } from '@nurseprep/contracts';

const selectedOf = (response: NgnResponse | null): string[] => (response?.kind === 'select' ? response.selected : []);
const matchedOf = (response: NgnResponse | null): Record<string, string> => (response?.kind === 'match' ? response.choices : {});
const matchedManyOf = (response: NgnResponse | null): Record<string, string[]> => (response?.kind === 'match-many' ? response.choices : {});

/** 0/1 or +/- over one list of options: a part per option. */
function scoreOptions(ids: readonly string[], keys: readonly string[], selected: readonly string[], penalise: boolean): NgnScoredPart[] {
  return ids.map((id) => {
    const chosen = selected.includes(id);
    const isKey = keys.includes(id);
    return { id, chosen: chosen ? [id] : [], key: isKey ? [id] : [], points: chosen ? (isKey ? 1 : penalise ? -1 : 0) : 0 };
  });
}

const floorSum = (parts: readonly NgnScoredPart[]) => Math.max(0, parts.reduce((sum, part) => sum + part.points, 0));
const plainSum = (parts: readonly NgnScoredPart[]) => parts.reduce((sum, part) => sum + part.points, 0);

/** One blank or row answered with one id, 0/1. */
function scoreMatch(id: string, key: string, matched: Record<string, string>): NgnScoredPart {
  const chosen = matched[id];
  return { id, chosen: chosen === undefined ? [] : [chosen], key: [key], points: chosen === key ? 1 : 0 };
}

/**
 * Rationale scoring: the first blank is X; each other blank is a pair with X, worth a point when both are right.
 * When the reasons come from one shared bank (drag-and-drop), they are a set: the two right reasons dropped in
 * either order earn both points, since the sentence does not rank them.
 */
function scoreRationale(order: readonly string[], keyOf: (id: string) => string, matched: Record<string, string>, reasonsAsSet: boolean): NgnScoredPart[] {
  const [first, ...others] = order;
  const firstRight = first !== undefined && matched[first] === keyOf(first);
  const reasonKeys = others.map(keyOf);
  return order.map((id) => {
    const chosen = matched[id];
    const reasonRight = reasonsAsSet ? chosen !== undefined && reasonKeys.includes(chosen) && others.filter((other) => matched[other] === chosen).length === 1 : chosen === keyOf(id);
    const points = id !== first && firstRight && reasonRight ? 1 : 0;
    return { id, chosen: chosen === undefined ? [] : [chosen], key: [keyOf(id)], points };
  });
}

export function scoreNgnItem(item: NgnItem, response: NgnResponse | null): NgnScore {
  const rule = ngnScoringRules[item.type];
  switch (item.type) {
    case 'multiple-choice': {
      const parts = scoreOptions(item.options.map((option) => option.id), [item.answer], selectedOf(response), false);
      return { rule, earned: plainSum(parts), possible: 1, parts };
    }
    case 'select-n': {
      const parts = scoreOptions(item.options.map((option) => option.id), item.answer, selectedOf(response), false);
      return { rule, earned: plainSum(parts), possible: item.n, parts };
    }
    case 'select-all':
    case 'highlight-text':
    case 'highlight-table': {
      const ids =
        item.type === 'select-all'
          ? item.options.map((option) => option.id)
          : item.type === 'highlight-text'
            ? highlightParts(item.text).map((part) => part.id)
            : item.rows.map((row) => row.id);
      const parts = scoreOptions(ids, item.answer, selectedOf(response), true);
      return { rule, earned: floorSum(parts), possible: item.answer.length, parts };
    }
    case 'grouped-select-all': {
      const selected = selectedOf(response);
      let earned = 0;
      const parts: NgnScoredPart[] = [];
      for (const group of item.groups) {
        const groupParts = scoreOptions(group.options.map((option) => option.id), group.answer, selected, true);
        earned += floorSum(groupParts);
        parts.push(...groupParts);
      }
      return { rule, earned, possible: item.groups.reduce((sum, group) => sum + group.answer.length, 0), parts };
    }
    case 'bowtie': {
      const keys = [item.answer.condition, ...item.answer.actions, ...item.answer.parameters];
      const ids = [...item.conditions, ...item.actions, ...item.parameters].map((option) => option.id);
      const parts = scoreOptions(ids, keys, selectedOf(response), false);
      return { rule, earned: plainSum(parts), possible: 5, parts };
    }
    case 'matrix-single': {
      const matched = matchedOf(response);
      const parts = item.rows.map((row) => scoreMatch(row.id, item.answer[row.id]!, matched));
      return { rule, earned: plainSum(parts), possible: item.rows.length, parts };
    }
    case 'matrix-multiple': {
      const matched = matchedManyOf(response);
      // +/- within each column, floored at zero per column; the parts show each row's cells.
      let earned = 0;
      for (const column of item.columns) {
        let columnPoints = 0;
        for (const row of item.rows) {
          if (!(matched[row.id] ?? []).includes(column.id)) continue;
          columnPoints += (item.answer[row.id] ?? []).includes(column.id) ? 1 : -1;
        }
        earned += Math.max(0, columnPoints);
      }
      const parts = item.rows.map((row) => {
        const chosen = (matched[row.id] ?? []).filter((id) => item.columns.some((column) => column.id === id));
        const key = item.answer[row.id] ?? [];
        return { id: row.id, chosen, key: [...key], points: chosen.reduce((sum, id) => sum + (key.includes(id) ? 1 : -1), 0) };
      });
      return { rule, earned, possible: Object.values(item.answer).reduce((sum, key) => sum + key.length, 0), parts };
    }
    case 'drop-down-cloze': {
      const matched = matchedOf(response);
      const parts = item.blanks.map((entry) => scoreMatch(entry.id, entry.answer, matched));
      return { rule, earned: plainSum(parts), possible: item.blanks.length, parts };
    }
    case 'drop-down-table': {
      const matched = matchedOf(response);
      const parts = item.rows.map((row) => scoreMatch(row.id, row.answer, matched));
      return { rule, earned: plainSum(parts), possible: item.rows.length, parts };
    }
    case 'drag-drop-cloze': {
      const matched = matchedOf(response);
      const parts = blankIds(item.text).map((id) => scoreMatch(id, item.answer[id]!, matched));
      return { rule, earned: plainSum(parts), possible: parts.length, parts };
    }
    case 'drop-down-rationale': {
      const keyOf = (id: string) => item.blanks.find((entry) => entry.id === id)!.answer;
      const parts = scoreRationale(item.blanks.map((entry) => entry.id), keyOf, matchedOf(response), false);
      return { rule, earned: plainSum(parts), possible: item.blanks.length - 1, parts };
    }
    case 'drag-drop-rationale': {
      const order = blankIds(item.text);
      const parts = scoreRationale(order, (id) => item.answer[id]!, matchedOf(response), true);
      return { rule, earned: plainSum(parts), possible: order.length - 1, parts };
    }
  }
}

/**
 * Why an answer does not fit its item, as messages (empty: it fits): the wrong kind, an id the item does
 * not have, more choices than the item allows (select N, the bowtie's 1, 2 and 2, one cell per highlight row).
 */
export function ngnResponseProblems(item: NgnItem, response: NgnResponse): string[] {
  const expectKind = (kind: NgnResponse['kind']) => (response.kind === kind ? [] : [`This item takes a '${kind}' response`]);
  const unknown = (ids: readonly string[], known: readonly string[], what: string) =>
    ids.filter((id) => !known.includes(id)).map((id) => `Unknown ${what}: ${id}`);
  const twice = (ids: readonly string[]) => (new Set(ids).size === ids.length ? [] : ['A choice is selected twice']);
  switch (item.type) {
    case 'multiple-choice':
    case 'select-all':
    case 'select-n':
    case 'highlight-text':
    case 'highlight-table':
    case 'grouped-select-all':
    case 'bowtie': {
      if (response.kind !== 'select') return expectKind('select');
      const selected = response.selected;
      const problems = twice(selected);
      if (item.type === 'bowtie') {
        const groups = [
          { options: item.conditions, most: 1, label: 'condition' },
          { options: item.actions, most: 2, label: 'actions' },
          { options: item.parameters, most: 2, label: 'parameters' },
        ];
        problems.push(...unknown(selected, groups.flatMap((group) => group.options.map((option) => option.id)), 'option'));
        for (const group of groups) {
          const count = selected.filter((id) => group.options.some((option) => option.id === id)).length;
          if (count > group.most) problems.push(`Choose at most ${group.most} ${group.label}`);
        }
        return problems;
      }
      const known =
        item.type === 'highlight-text'
          ? highlightParts(item.text).map((part) => part.id)
          : item.type === 'highlight-table'
            ? item.rows.map((row) => row.id)
            : item.type === 'grouped-select-all'
              ? item.groups.flatMap((group) => group.options.map((option) => option.id))
              : item.options.map((option) => option.id);
      problems.push(...unknown(selected, known, 'option'));
      if (item.type === 'multiple-choice' && selected.length > 1) problems.push('Choose one option');
      if (item.type === 'select-n' && selected.length > item.n) problems.push(`Choose at most ${item.n} options`);
      return problems;
    }
    case 'matrix-single':
    case 'drop-down-cloze':
    case 'drop-down-rationale':
    case 'drop-down-table':
    case 'drag-drop-cloze':
    case 'drag-drop-rationale': {
      if (response.kind !== 'match') return expectKind('match');
      const problems: string[] = [];
      for (const [slot, choice] of Object.entries(response.choices)) {
        const options = slotOptions(item, slot);
        if (!options) problems.push(`Unknown row or blank: ${slot}`);
        else if (!options.includes(choice)) problems.push(`Unknown choice for ${slot}: ${choice}`);
      }
      if (item.type === 'drag-drop-cloze' || item.type === 'drag-drop-rationale') {
        const used = Object.values(response.choices);
        if (new Set(used).size !== used.length) problems.push('A token is placed twice');
      }
      return problems;
    }
    case 'matrix-multiple': {
      if (response.kind !== 'match-many') return expectKind('match-many');
      const rows = item.rows.map((row) => row.id);
      const columns = item.columns.map((column) => column.id);
      const problems: string[] = [];
      for (const [row, chosen] of Object.entries(response.choices)) {
        if (!rows.includes(row)) problems.push(`Unknown row: ${row}`);
        else problems.push(...unknown(chosen, columns, `column for ${row}`), ...twice(chosen));
      }
      return problems;
    }
  }
}

/** The ids one row or blank of a match item accepts, or undefined when the item has no such row or blank. */
function slotOptions(item: NgnItem, slot: string): string[] | undefined {
  switch (item.type) {
    case 'matrix-single':
      return item.rows.some((row) => row.id === slot) ? item.columns.map((column) => column.id) : undefined;
    case 'drop-down-cloze':
    case 'drop-down-rationale':
      return item.blanks.find((entry) => entry.id === slot)?.options.map((option) => option.id);
    case 'drop-down-table':
      return item.rows.find((row) => row.id === slot)?.options.map((option) => option.id);
    case 'drag-drop-cloze':
    case 'drag-drop-rationale':
      return blankIds(item.text).includes(slot) ? item.tokens.map((token) => token.id) : undefined;
    default:
      return undefined;
  }
}
