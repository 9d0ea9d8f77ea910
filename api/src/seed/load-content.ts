import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  examTypeFileSchema,
  schoolTypeFileSchema,
  studyMaterialFileSchema,
  testimonialFileSchema,
} from '@nurseprep/contracts';
import type { Executor } from '../db/client';
import { createContentRepository } from '../content/repository';
import { readArticles } from './read-articles';

/** A content file, validated; null when the file does not exist. A bad file stops start-up naming it. */
function readContentFile<Schema extends z.ZodType>(folder: string, name: string, schema: Schema): z.infer<Schema> | null {
  const file = path.join(folder, name);
  if (!existsSync(file)) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Content file ${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Content file ${file} is invalid: ${problems}`);
  }
  return parsed.data;
}

/**
 * Loads api/content/*.json and the articles (api/content/articles/*.md) into the database, upserting by slug or key: running it again after editing a
 * file (a restart) updates the rows; rows removed from a file are left in place.
 */
export async function loadContent(db: Executor, folder: string, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const files = {
    examTypes: readContentFile(folder, 'exam-types.json', examTypeFileSchema),
    schoolTypes: readContentFile(folder, 'school-types.json', schoolTypeFileSchema),
    testimonials: readContentFile(folder, 'testimonials.json', testimonialFileSchema),
    blogPosts: readArticles(folder),
    studyMaterials: readContentFile(folder, 'study-materials.json', studyMaterialFileSchema),
  };
  for (const [name, rows] of Object.entries(files)) {
    if (rows === null) log?.warn(`No content file for ${name} in ${folder}`);
  }
  await db.transaction(async (transaction) => {
    const content = createContentRepository(transaction);
    if (files.examTypes) await content.upsertExamTypes(files.examTypes);
    if (files.schoolTypes) await content.upsertSchoolTypes(files.schoolTypes);
    if (files.testimonials) await content.upsertTestimonials(files.testimonials);
    if (files.blogPosts) await content.upsertBlogPosts(files.blogPosts);
    if (files.studyMaterials) await content.upsertStudyMaterials(files.studyMaterials);
  });
}
