const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** How an answer option is labelled on screen: A to F, then its number. */
export function optionLetter(index: number): string {
  return LETTERS[index] ?? String(index + 1);
}
