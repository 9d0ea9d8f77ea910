import type { NgnItemType, NgnScoringRule } from '@nurseprep/contracts';

/** Every word the NGN item views show, in one place. */
export const itemTexts = {
  hints: {
    selectAll: 'Select all that apply.',
    selectN: (n: number) => `Select ${n}.`,
    groupedSelectAll: 'Select all that apply in each row.',
    matrixSingle: 'Choose one option in each row.',
    matrixMultiple: 'Choose one or more options in each row.',
    dropDown: 'Choose an option from each list.',
    dragDrop: 'Drag an option into each blank. Without a mouse: choose an option, then choose a blank to place it. Choose a filled blank to empty it.',
    highlight: 'Select each part to highlight it; select it again to remove the highlight.',
    highlightTable: 'Select a cell in the second column to highlight it; select it again to remove the highlight.',
  },
  limit: {
    chosen: (count: number, most: number) => `${count} of ${most} chosen.`,
    reached: (most: number) => `You have chosen ${most}: clear one to change.`,
  },
  table: {
    group: 'Group',
    groupChoices: 'Select all that apply',
    answerGrid: 'Answer table',
    cell: (row: string, column: string) => `${row}: ${column}`,
  },
  blanks: {
    choose: 'Select...',
    label: (position: number, total: number) => `Blank ${position} of ${total}`,
    /** "Blank 1 of 3, after "most consistent with"": the words that lead into the blank. */
    labelAfter: (position: number, total: number, words: string) => `Blank ${position} of ${total}, after "${words}"`,
    labelBefore: (position: number, total: number, words: string) => `Blank ${position} of ${total}, before "${words}"`,
    empty: 'empty',
    placeholder: (position: number) => `Blank ${position}`,
  },
  dragDrop: {
    bank: 'Options',
    bankEmpty: 'Every option you can use is placed. Choose a filled blank to empty it.',
    picked: (token: string) => `Picked "${token}". Choose a blank to place it.`,
    dropped: (token: string) => `Put "${token}" back.`,
    placed: (token: string, blank: string) => `Placed "${token}" in ${blank}.`,
    moved: (token: string, blank: string) => `Moved "${token}" to ${blank}.`,
    replaced: (token: string) => ` "${token}" is back in the options.`,
    cleared: (blank: string, token: string) => `Emptied ${blank}. "${token}" is back in the options.`,
    rationales: 'Why each option',
  },
  bowtie: {
    condition: 'Condition most likely experiencing: choose 1',
    actions: 'Actions to take: choose 2',
    parameters: 'Parameters to monitor: choose 2',
    summary: 'Your bowtie',
    conditionSlot: 'Condition most likely experiencing',
    actionSlot: (position: number) => `Action to take ${position}`,
    parameterSlot: (position: number) => `Parameter to monitor ${position}`,
    emptySlot: 'Not chosen yet',
  },
  marks: {
    correct: 'Your answer: correct',
    wrong: 'Your answer: incorrect',
    missed: 'Correct answer: not chosen',
    /** Shorter words where the mark sits inside a sentence (a blank, a highlighted part). */
    short: { correct: 'correct', wrong: 'incorrect', missed: 'missed' },
    slotCorrect: (chosen: string) => `Your answer: ${chosen}: correct.`,
    slotWrong: (chosen: string, key: string) => `Your answer: ${chosen}: incorrect. Correct answer: ${key}.`,
    slotMissed: (key: string) => `Not answered. Correct answer: ${key}.`,
    cells: 'In this row',
    review: 'Your answers',
  },
  result: {
    points: (earned: number, possible: number) => `${earned} of ${possible} ${possible === 1 ? 'point' : 'points'}`,
    rule: 'Scoring',
    explanation: 'Explanation',
  },
  chart: {
    tabs: "Client's chart",
    time: 'Time',
  },
} as const;

/** Each NCSBN scoring rule in words, as the result shows it. */
export const scoringRuleTexts: Record<NgnScoringRule, string> = {
  'zero-one': '0/1: a point for each correct choice, none taken away for an incorrect one.',
  'plus-minus': '+/-: a point for each correct choice, one taken away for each incorrect one, never below zero.',
  rationale: 'Rationale: a point only when both parts of a pair are right.',
};

/** Where +/- scoring counts within a part of the item rather than over the whole of it. */
export const scoringScopeTexts: Partial<Record<NgnItemType, string>> = {
  'grouped-select-all': 'Counted in each group.',
  'matrix-multiple': 'Counted in each column.',
};
