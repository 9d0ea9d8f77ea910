import type { StudyDocument } from '@nurseprep/contracts';

const SMALL_WORDS = new Set(['and', 'the', 'of', 'for', 'with']);

/** "English and Language Usage" → ["english", "language", "usage"]. */
function keywordsOf(label: string): string[] {
  return label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !SMALL_WORDS.has(word));
}

/** The documents of an exam that speak to a category: its words in the title, topics or subjects. */
export function documentsForCategory(documents: readonly StudyDocument[], label: string, limit = 3): StudyDocument[] {
  const keywords = keywordsOf(label);
  return documents
    .filter((document) => {
      const haystack = [document.title, ...document.topics, ...document.subjects].join(' ').toLowerCase();
      return keywords.some((word) => haystack.includes(word));
    })
    .slice(0, limit);
}
