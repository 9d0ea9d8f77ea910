import { optionLetter } from './option-letter';

test('labels the first six options A to F and any further one by its number', () => {
  expect([0, 1, 2, 3, 4, 5].map(optionLetter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  expect(optionLetter(6)).toBe('7');
});
