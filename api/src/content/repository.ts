import { asc, desc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  BlogPost,
  ExamType,
  SchoolType,
  StudyMaterial,
  Testimonial,
  blogPostFileSchema,
  examTypeFileSchema,
  schoolTypeFileSchema,
  studyMaterialFileSchema,
  testimonialFileSchema,
} from '@nurseprep/contracts';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { blogPosts, examTypes, schoolTypes, studyMaterials, testimonials } from '../db/schema';
import { excludedColumns } from '../db/excluded-columns';

async function upsert<Table extends PgTable>(
  db: Executor,
  table: Table,
  target: PgColumn,
  rows: Table['$inferInsert'][],
  updated: Record<string, PgColumn>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(table).values(rows).onConflictDoUpdate({ target, set: excludedColumns(updated) });
}

export interface ContentSnapshot {
  examTypes: ExamType[];
  schoolTypes: SchoolType[];
  studyMaterials: StudyMaterial[];
  blogPosts: Omit<BlogPost, 'html' | 'headings'>[];
  testimonials: Testimonial[];
}

export function createContentRepository(db: Executor) {
  return {
    async upsertExamTypes(rows: z.infer<typeof examTypeFileSchema>): Promise<void> {
      await upsert(db, examTypes, examTypes.slug, rows, { name: examTypes.name, description: examTypes.description });
    },
    async upsertSchoolTypes(rows: z.infer<typeof schoolTypeFileSchema>): Promise<void> {
      await upsert(db, schoolTypes, schoolTypes.slug, rows, {
        name: schoolTypes.name,
        description: schoolTypes.description,
        headerColor: schoolTypes.headerColor,
      });
    },
    async upsertTestimonials(rows: z.infer<typeof testimonialFileSchema>): Promise<void> {
      await upsert(db, testimonials, testimonials.key, rows, {
        content: testimonials.content,
        authorName: testimonials.authorName,
        authorRole: testimonials.authorRole,
        initials: testimonials.initials,
        rating: testimonials.rating,
        exam: testimonials.exam,
      });
    },
    async upsertBlogPosts(rows: z.infer<typeof blogPostFileSchema>): Promise<void> {
      await upsert(
        db,
        blogPosts,
        blogPosts.slug,
        rows.map((row) => ({ ...row, coverImage: row.coverImage ?? null })),
        {
          title: blogPosts.title,
          category: blogPosts.category,
          publishedAt: blogPosts.publishedAt,
          readingMinutes: blogPosts.readingMinutes,
          author: blogPosts.author,
          excerpt: blogPosts.excerpt,
          coverImage: blogPosts.coverImage,
          content: blogPosts.content,
        },
      );
    },
    /** Exam and school types are referred to by slug in the file; unknown slugs stop the load. */
    async upsertStudyMaterials(rows: z.infer<typeof studyMaterialFileSchema>): Promise<void> {
      const examIds = new Map((await db.select({ id: examTypes.id, slug: examTypes.slug }).from(examTypes)).map((row) => [row.slug, row.id]));
      const schoolIds = new Map((await db.select({ id: schoolTypes.id, slug: schoolTypes.slug }).from(schoolTypes)).map((row) => [row.slug, row.id]));
      const idOf = (ids: Map<string, number>, slug: string | undefined, kind: string, key: string): number | null => {
        if (slug === undefined) return null;
        const id = ids.get(slug);
        if (id === undefined) throw new Error(`study material "${key}" names an unknown ${kind} "${slug}"`);
        return id;
      };
      await upsert(
        db,
        studyMaterials,
        studyMaterials.key,
        rows.map(({ examType, schoolType, ...row }) => ({
          ...row,
          examTypeId: idOf(examIds, examType, 'exam type', row.key),
          schoolTypeId: idOf(schoolIds, schoolType, 'school type', row.key),
        })),
        {
          title: studyMaterials.title,
          description: studyMaterials.description,
          type: studyMaterials.type,
          content: studyMaterials.content,
          examTypeId: studyMaterials.examTypeId,
          schoolTypeId: studyMaterials.schoolTypeId,
        },
      );
    },

    /** Everything the content endpoints serve, in the order they list it. */
    async snapshot(): Promise<ContentSnapshot> {
      const [examTypeRows, schoolTypeRows, materialRows, postRows, testimonialRows] = await Promise.all([
        db.select().from(examTypes).orderBy(asc(examTypes.id)),
        db.select().from(schoolTypes).orderBy(asc(schoolTypes.id)),
        db.select().from(studyMaterials).orderBy(asc(studyMaterials.id)),
        db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id)),
        db.select().from(testimonials).orderBy(asc(testimonials.id)),
      ]);
      return {
        examTypes: examTypeRows,
        schoolTypes: schoolTypeRows,
        studyMaterials: materialRows,
        blogPosts: postRows,
        testimonials: testimonialRows,
      };
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
