import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { articleFrontMatterSchema, type blogPostFileSchema } from '@nurseprep/contracts';
import type { z } from 'zod';
import { readingMinutesOf, renderArticle } from './article-markdown';

export type ArticleRow = z.infer<typeof blogPostFileSchema>[number];

/** Where the article files and their covers live inside CONTENT_DIR. */
export const ARTICLES_FOLDER = 'articles';
export const COVERS_FOLDER = path.join(ARTICLES_FOLDER, 'covers');
/** The path the API serves an article's cover at (see content/routes.ts). */
export const coverImagePath = (slug: string) => `/images/articles/${slug}.svg`;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** One article file as a blog post row; throws a message naming the file when anything is wrong with it. */
export function readArticleFile(file: string, coversFolder: string): ArticleRow {
  const fail = (problem: string): never => {
    throw new Error(`Article file ${file} is invalid: ${problem}`);
  };
  const match = FRONT_MATTER.exec(readFileSync(file, 'utf8'));
  if (!match) return fail('it must start with YAML front matter between two --- lines');
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    return fail(`the front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = articleFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    return fail(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; '));
  }
  const frontMatter = parsed.data;
  if (`${frontMatter.slug}.md` !== path.basename(file)) fail(`slug "${frontMatter.slug}" must equal the file name without .md`);
  const content = (match[2] ?? '').trim();
  if (content.length === 0) fail('the body is empty');
  let words = 0;
  try {
    words = renderArticle(content).words;
  } catch (error) {
    fail((error as Error).message);
  }
  const hasCover = existsSync(path.join(coversFolder, `${frontMatter.slug}.svg`));
  return {
    slug: frontMatter.slug,
    title: frontMatter.title,
    category: frontMatter.category,
    publishedAt: frontMatter.date,
    readingMinutes: readingMinutesOf(words),
    author: frontMatter.author,
    excerpt: frontMatter.excerpt,
    ...(hasCover ? { coverImage: coverImagePath(frontMatter.slug) } : {}),
    content,
  };
}

/** Every CONTENT_DIR/articles/*.md as blog post rows; null when the folder does not exist. */
export function readArticles(contentDir: string): ArticleRow[] | null {
  const folder = path.join(contentDir, ARTICLES_FOLDER);
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort();
  return files.map((name) => readArticleFile(path.join(folder, name), path.join(contentDir, COVERS_FOLDER)));
}
