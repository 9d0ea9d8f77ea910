import type { Locator, Page } from '@playwright/test';

/** The first document's Preview button in `scope` (the whole page by default), its title and the dialog it opens. */
export async function firstDocumentPreview(page: Page, scope: Page | Locator = page) {
  const preview = scope.getByRole('button', { name: /^Preview: / }).first();
  const title = (await preview.getAttribute('aria-label'))!.replace(/^Preview: /, '');
  return { preview, title, dialog: page.getByRole('dialog', { name: title }) };
}
