import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../src/config';
import { contentProblems, loadQuestionBank } from '../../src/practice/question-bank';

/**
 * The gate over the real bank, api/content/questions: every rule of contentProblems
 * (see question-rules.test.ts, where each rule is shown failing on a broken fixture). It fails, listing every
 * problem, until the bank is complete: at least 600 questions, each category at its minimum, every file
 * verified by a second reader.
 */
const folder = path.join(repositoryRoot, 'api', 'content', 'questions');

describe('the practice question bank (api/content/questions)', () => {
  it('passes every rule of the content gate', () => {
    expect(contentProblems(folder)).toEqual([]);
  });

  it('loads at start-up and holds at least 600 questions in the four banks', () => {
    const bank = loadQuestionBank(folder);
    expect(readdirSync(folder).sort()).toEqual(['hesi', 'nclex', 'pharmacology', 'teas']);
    expect(bank.byId.size).toBeGreaterThanOrEqual(600);
  });
});
