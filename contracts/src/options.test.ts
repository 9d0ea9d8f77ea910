import { budgetOptions } from './options';

describe('budgetOptions', () => {
  it("shows the budget bands word for word, in order", () => {
    expect(budgetOptions).toEqual([
      { value: 'under-200', label: 'under $200' },
      { value: '200-500', label: '$200-$500' },
      { value: '500-1000', label: '$500-$1,000' },
      { value: '1000-plus', label: '$1,000+' },
      { value: 'discuss', label: "Let's Discuss" },
    ]);
  });
});
