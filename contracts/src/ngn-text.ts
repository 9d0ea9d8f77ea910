/**
 * The text conventions of NGN items, as plain functions (no zod: the item pages import them): `{{id}}` marks a
 * blank, `[[id|words]]` a part of a passage that can be highlighted.
 */

/** The highlight passage's parts in order, with their words: `[[a|words]]` gives `{ id: 'a', text: 'words' }`. */
export function highlightParts(value: string): { id: string; text: string }[] {
  return [...value.matchAll(/\[\[([a-z][a-z0-9]{0,5})\|([^\]]+)\]\]/g)].map((match) => ({ id: match[1]!, text: match[2]! }));
}

/** Blank ids in the order the text holds them (`{{id}}`). */
export function blankIds(value: string): string[] {
  return [...value.matchAll(/\{\{([a-z][a-z0-9]{0,5})\}\}/g)].map((match) => match[1]!);
}
