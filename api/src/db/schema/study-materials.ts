import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { examTypes } from './exam-types';
import { schoolTypes } from './school-types';

export const studyMaterials = pgTable(
  'study_materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The content file's key: seeding upserts by it. */
    key: varchar('key', { length: 100 }).notNull().unique('study_materials_key_unique'),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description').notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    content: text('content').notNull(),
    examTypeId: integer('exam_type_id').references(() => examTypes.id, { onDelete: 'set null' }),
    schoolTypeId: integer('school_type_id').references(() => schoolTypes.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('study_materials_exam_type_index').on(table.examTypeId),
    index('study_materials_school_type_index').on(table.schoolTypeId),
  ],
);
