import { ngnItemSchema, type NgnItem, type NgnResponse } from '@nurseprep/contracts';
import { ngnResponseProblems, scoreNgnItem } from '../../src/ngn/scoring';

const base = { difficulty: 0, topic: 'Scoring', stem: 'Stem', source: 'NCSBN scoring models' };
const options = (ids: string) => ids.split('').map((id) => ({ id, text: `Option ${id}` }));
const notes = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, `Why ${id}`]));
const item = (value: Record<string, unknown>): NgnItem => ngnItemSchema.parse({ ...base, id: 'ngn-test-1', ...value });
const select = (...selected: string[]): NgnResponse => ({ kind: 'select', selected });
const match = (choices: Record<string, string>): NgnResponse => ({ kind: 'match', choices });

describe('NGN scoring by the NCSBN rules', () => {
  const selectAll = item({
    type: 'select-all',
    options: options('abcdefgh'),
    answer: ['a', 'b', 'c', 'd'],
    rationale: { explanation: 'Keys a-d', options: notes([...'abcdefgh']) },
  });

  it('+/- for select all that apply: all four keys and two distractors earn 2 of 4, never below 0', () => {
    expect(scoreNgnItem(selectAll, select('a', 'b', 'c', 'd', 'e', 'f'))).toMatchObject({ rule: 'plus-minus', earned: 2, possible: 4 });
    expect(scoreNgnItem(selectAll, select('a', 'e', 'f', 'g'))).toMatchObject({ earned: 0, possible: 4 });
    expect(scoreNgnItem(selectAll, select('a', 'b', 'c'))).toMatchObject({ earned: 3 });
    expect(scoreNgnItem(selectAll, null)).toMatchObject({ earned: 0, possible: 4 });
    const parts = scoreNgnItem(selectAll, select('a', 'e')).parts;
    expect(parts.find((part) => part.id === 'e')).toEqual({ id: 'e', chosen: ['e'], key: [], points: -1 });
  });

  it('0/1 for select N: a point per key chosen, none taken for a distractor, and no more than N may be chosen', () => {
    const selectN = item({ type: 'select-n', n: 3, options: options('abcdef'), answer: ['b', 'd', 'f'], rationale: { explanation: 'x', options: notes([...'abcdef']) } });
    expect(scoreNgnItem(selectN, select('b', 'd', 'a'))).toMatchObject({ rule: 'zero-one', earned: 2, possible: 3 });
    expect(ngnResponseProblems(selectN, select('a', 'b', 'd', 'f'))).toEqual(['Choose at most 3 options']);
  });

  it('0/1 per row for matrix multiple choice: a five-row item answered with four rows right earns 4 of 5', () => {
    const matrix = item({
      type: 'matrix-single',
      columns: options('xy'),
      rows: ['r1', 'r2', 'r3', 'r4', 'r5'].map((id) => ({ id, text: id })),
      answer: { r1: 'x', r2: 'y', r3: 'x', r4: 'x', r5: 'y' },
      rationale: { explanation: 'x', rows: notes(['r1', 'r2', 'r3', 'r4', 'r5']) },
    });
    expect(scoreNgnItem(matrix, match({ r1: 'x', r2: 'y', r3: 'x', r4: 'x', r5: 'x' }))).toMatchObject({ earned: 4, possible: 5 });
    expect(ngnResponseProblems(matrix, match({ r9: 'x' }))).toEqual(['Unknown row or blank: r9']);
  });

  it('+/- within each column for matrix multiple response: a wrong cell costs only its own column', () => {
    // Eight key cells over three columns: the candidate finds three of four in the first, both in the second,
    // and in the third one key and one distractor, which cancel (that column scores 0): 5 of 8.
    const matrix = item({
      type: 'matrix-multiple',
      columns: [
        { id: 'p', text: 'Pneumonia' },
        { id: 'u', text: 'Urinary tract infection' },
        { id: 'f', text: 'Influenza' },
      ],
      rows: ['r1', 'r2', 'r3', 'r4', 'r5'].map((id) => ({ id, text: id })),
      answer: { r1: ['p', 'f'], r2: ['p', 'u'], r3: ['p'], r4: ['p', 'u'], r5: ['f'] },
      rationale: { explanation: 'x', rows: notes(['r1', 'r2', 'r3', 'r4', 'r5']) },
    });
    const response: NgnResponse = { kind: 'match-many', choices: { r1: ['p', 'f'], r2: ['p', 'u'], r3: ['p', 'f'], r4: ['u'] } };
    expect(scoreNgnItem(matrix, response)).toMatchObject({ rule: 'plus-minus', earned: 5, possible: 8 });
  });

  it('+/- within each group for multiple response grouping', () => {
    const grouped = item({
      type: 'grouped-select-all',
      groups: [
        { id: 'g1', text: 'Airway', options: options('abc'), answer: ['a', 'b'] },
        { id: 'g2', text: 'Circulation', options: options('def'), answer: ['d'] },
      ],
      rationale: { explanation: 'x', options: notes([...'abcdef']) },
    });
    // Group 1: a right, c wrong: 0. Group 2: d right: 1. A wrong choice in one group never costs another.
    expect(scoreNgnItem(grouped, select('a', 'c', 'd'))).toMatchObject({ earned: 1, possible: 3 });
  });

  it('0/1 per drop-down for cloze and table items', () => {
    const cloze = item({
      type: 'drop-down-cloze',
      text: 'The client is most likely experiencing {{b1}} as shown by {{b2}}.',
      blanks: [
        { id: 'b1', options: options('abc'), answer: 'a' },
        { id: 'b2', options: options('def'), answer: 'e' },
      ],
      rationale: { explanation: 'x', blanks: notes(['b1', 'b2']) },
    });
    expect(scoreNgnItem(cloze, match({ b1: 'a', b2: 'd' }))).toMatchObject({ rule: 'zero-one', earned: 1, possible: 2 });
    expect(ngnResponseProblems(cloze, match({ b1: 'z' }))).toEqual(['Unknown choice for b1: z']);
  });

  it('rationale scoring: a dyad earns its point only when both halves are right', () => {
    const dyad = item({
      type: 'drop-down-rationale',
      text: 'The nurse should first {{x}} because the client has {{y}}.',
      blanks: [
        { id: 'x', options: options('abc'), answer: 'b' },
        { id: 'y', options: options('def'), answer: 'f' },
      ],
      rationale: { explanation: 'x', blanks: notes(['x', 'y']) },
    });
    expect(scoreNgnItem(dyad, match({ x: 'b', y: 'f' }))).toMatchObject({ rule: 'rationale', earned: 1, possible: 1 });
    expect(scoreNgnItem(dyad, match({ x: 'b', y: 'd' }))).toMatchObject({ earned: 0 });
    expect(scoreNgnItem(dyad, match({ x: 'a', y: 'f' }))).toMatchObject({ earned: 0 });
  });

  it('rationale scoring: a triad earns a point for each effect right together with its cause', () => {
    const triad = item({
      type: 'drag-drop-rationale',
      text: 'The client is at risk for {{x}} as evidenced by {{y}} and {{z}}.',
      tokens: options('abcdef'),
      answer: { x: 'a', y: 'c', z: 'e' },
      rationale: { explanation: 'x', tokens: notes([...'abcdef']) },
    });
    expect(scoreNgnItem(triad, match({ x: 'a', y: 'c', z: 'e' }))).toMatchObject({ earned: 2, possible: 2 });
    expect(scoreNgnItem(triad, match({ x: 'a', y: 'c', z: 'f' }))).toMatchObject({ earned: 1 });
    // The two reasons come from one bank: dropped in either order they are both right.
    expect(scoreNgnItem(triad, match({ x: 'a', y: 'e', z: 'c' }))).toMatchObject({ earned: 2 });
    // Both effects right but the cause wrong: no pair is right.
    expect(scoreNgnItem(triad, match({ x: 'b', y: 'c', z: 'e' }))).toMatchObject({ earned: 0 });
    expect(ngnResponseProblems(triad, match({ x: 'a', y: 'a' }))).toEqual(['A token is placed twice']);
  });

  it('+/- for highlight: each key part highlighted earns a point, each other part costs one', () => {
    const highlight = item({
      type: 'highlight-text',
      text: 'Client [[a|is restless]], [[b|skin warm and dry]], [[c|heart rate 128]], [[d|BP 84/50]] and [[e|voiding]].',
      answer: ['a', 'c', 'd'],
      rationale: { explanation: 'x', parts: notes([...'abcde']) },
    });
    expect(scoreNgnItem(highlight, select('a', 'c', 'b'))).toMatchObject({ earned: 1, possible: 3 });
    expect(ngnResponseProblems(highlight, select('q'))).toEqual(['Unknown option: q']);
  });

  it('0/1 for the bowtie: one condition, two actions, two parameters, 5 points', () => {
    const bowtie = item({
      type: 'bowtie',
      conditions: options('abcd'),
      actions: [...'efghi'].map((id) => ({ id, text: id })),
      parameters: [...'jklmn'].map((id) => ({ id, text: id })),
      answer: { condition: 'b', actions: ['e', 'g'], parameters: ['k', 'n'] },
      rationale: { explanation: 'x', options: notes([...'abcdefghijklmn']) },
    });
    expect(scoreNgnItem(bowtie, select('b', 'e', 'h', 'k', 'n'))).toMatchObject({ rule: 'zero-one', earned: 4, possible: 5 });
    expect(ngnResponseProblems(bowtie, select('a', 'b', 'e'))).toEqual(['Choose at most 1 condition']);
  });

  it('answers of the wrong kind are refused with the kind the item takes', () => {
    expect(ngnResponseProblems(selectAll, match({ a: 'b' }))).toEqual(["This item takes a 'select' response"]);
  });
});
