import { caseStudyProblems, caseStudySchema, chartAt, clinicalJudgmentSteps, ngnItemProblems, ngnItemSchema } from './ngn-content';

const base = { difficulty: 0.5, topic: 'Topic', stem: 'Stem', source: 'Source' };
const rationale = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, `Why ${id}`]));

function multipleChoice(id: string, answer = 'a') {
  return { ...base, id, type: 'multiple-choice', options: ['a', 'b', 'c', 'd'].map((option) => ({ id: option, text: option })), answer, rationale: { explanation: 'x', options: rationale(['a', 'b', 'c', 'd']) } };
}

describe('NGN content checks', () => {
  it('names an answer that is not an option, a missing rationale and a select-N key of the wrong size', () => {
    const item = ngnItemSchema.parse({
      ...base,
      id: 'ngn-check-1',
      type: 'select-n',
      n: 2,
      options: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: id })),
      answer: ['a', 'b', 'z'],
      rationale: { explanation: 'x', options: rationale(['a', 'b', 'c', 'd']) },
    });
    expect(ngnItemProblems(item)).toEqual([
      "The answer names 'z', which is not one of a, b, c, d, e",
      'a select-2 item needs 2 keys, not 3',
      "no rationale for 'e'",
    ]);
  });

  it("checks a cloze item's blanks against its text, in order", () => {
    const item = ngnItemSchema.parse({
      ...base,
      id: 'ngn-check-2',
      type: 'drop-down-cloze',
      text: 'First {{b2}}, then {{b1}}.',
      blanks: ['b1', 'b2'].map((id) => ({ id, options: [{ id: 'a', text: 'a' }, { id: 'b', text: 'b' }], answer: 'a' })),
      rationale: { explanation: 'x', blanks: rationale(['b1', 'b2']) },
    });
    expect(ngnItemProblems(item)).toEqual(["the text's blanks (b2, b1) are not the blanks listed (b1, b2), in that order"]);
  });

  const caseStudy = caseStudySchema.parse({
    id: 'case-check',
    title: 'Check',
    category: 'physiological-adaptation',
    scenario: 'The nurse is caring for a client.',
    chart: [
      { title: "Nurses' Notes", kind: 'notes', entries: [{ time: '0800', text: 'Admitted.' }] },
      { title: 'Vital Signs', kind: 'table', columns: ['Time', 'HR'], rows: [['0800', '88']] },
    ],
    items: clinicalJudgmentSteps.map((step, index) => ({
      step: index === 5 ? 'take-action' : step,
      chartUpdates:
        index === 2
          ? [
              { title: 'Vital Signs', kind: 'table', columns: ['Time', 'HR'], rows: [['1000', '118']] },
              { title: 'Orders', kind: 'table', columns: ['Order', 'Status'], rows: [['Lactate', 'now', 'extra']] },
            ]
          : undefined,
      item: multipleChoice(`ngn-check-${index + 1}`),
    })),
    verified: false,
  });

  it('finds a step out of order and a table row that does not fit its columns', () => {
    expect(caseStudyProblems(caseStudy)).toEqual([
      "item 6 is 'take-action' where the case needs 'evaluate-outcomes'",
      "ngn-check-3: 'Orders' row 1 has 3 cells for 2 columns",
    ]);
  });

  it('unfolds the chart: each item sees the first chart with the updates up to it', () => {
    expect(chartAt(caseStudy, 1).find((section) => section.title === 'Vital Signs')).toMatchObject({ rows: [['0800', '88']] });
    const later = chartAt(caseStudy, 3);
    expect(later.find((section) => section.title === 'Vital Signs')).toMatchObject({ rows: [['0800', '88'], ['1000', '118']] });
    expect(later.map((section) => section.title)).toEqual(["Nurses' Notes", 'Vital Signs', 'Orders']);
    expect(caseStudy.chart[1]).toMatchObject({ rows: [['0800', '88']] });
  });
});
