import type { NgnItem, NgnItemResult, NgnScore, PublicNgnItem } from '@nurseprep/contracts';

/** What the browser may see of an item before it is graded: no key, no rationale, no source, no difficulty. */
export function toPublicNgnItem(item: NgnItem): PublicNgnItem {
  const base = { id: item.id, stem: item.stem, topic: item.topic };
  switch (item.type) {
    case 'multiple-choice':
    case 'select-all':
      return { ...base, type: item.type, options: item.options };
    case 'select-n':
      return { ...base, type: item.type, n: item.n, options: item.options };
    case 'grouped-select-all':
      return { ...base, type: item.type, groups: item.groups.map(({ id, text, options }) => ({ id, text, options })) };
    case 'matrix-single':
    case 'matrix-multiple':
      return { ...base, type: item.type, columns: item.columns, rows: item.rows };
    case 'drop-down-cloze':
    case 'drop-down-rationale':
      return { ...base, type: item.type, text: item.text, blanks: item.blanks.map(({ id, options }) => ({ id, options })) };
    case 'drop-down-table':
      return { ...base, type: item.type, columns: item.columns, rows: item.rows.map(({ id, text, options }) => ({ id, text, options })) };
    case 'drag-drop-cloze':
    case 'drag-drop-rationale':
      return { ...base, type: item.type, text: item.text, tokens: item.tokens };
    case 'highlight-text':
      return { ...base, type: item.type, text: item.text };
    case 'highlight-table':
      return { ...base, type: item.type, columns: item.columns, rows: item.rows };
    case 'bowtie':
      return { ...base, type: item.type, conditions: item.conditions, actions: item.actions, parameters: item.parameters };
  }
}

/** The rationale of every part of an item, whatever the type calls its parts. */
export function rationalePartsOf(item: NgnItem): Record<string, string> {
  const rationale = item.rationale as { explanation: string } & Record<string, unknown>;
  for (const [key, value] of Object.entries(rationale)) if (key !== 'explanation' && typeof value === 'object' && value !== null) return value as Record<string, string>;
  return {};
}

/** A graded item as the browser gets it: the score and the rationale. */
export function itemResultOf(item: NgnItem, score: Pick<NgnScore, 'rule' | 'earned' | 'possible' | 'parts'>): NgnItemResult {
  return {
    rule: score.rule,
    earned: score.earned,
    possible: score.possible,
    parts: score.parts,
    rationale: { explanation: item.rationale.explanation, parts: rationalePartsOf(item) },
  };
}
