import type { StudyDocument } from './documents';

/**
 * Display helpers for study documents, kept apart from documents.ts (which builds zod schemas at load time): the
 * shared-ui document cards import these, and shared-ui is downloaded by every page.
 */

/** A document's preview text: the description, then the topics joined by commas. */
export function documentPreviewText({ description, topics }: Pick<StudyDocument, 'description' | 'topics'>): string {
  return topics.length > 0 ? `${description}\n\n${topics.join(', ')}` : description;
}

/** A size as people read it: '812 B', '245 KB', '1.4 MB' (1 KB = 1,024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  const megabytes = bytes / 1024 / 1024;
  return `${megabytes < 10 ? Number(megabytes.toFixed(1)) : Math.round(megabytes)} MB`;
}
