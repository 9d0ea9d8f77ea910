import { randomInt } from 'node:crypto';
import {
  GRACE_MS,
  findPracticeBank,
  findTeasSection,
  practiceBanks,
  practiceCategoryLabel,
  practiceMessages,
  sectionQuizSeconds,
  teasSections,
  timedSetSeconds,
  type AttemptResponseState,
  type AttemptSection,
  type AttemptSummary,
  type CreateAttemptRequest,
  type PracticeAttempt,
  type PracticeBankSlug,
  type PracticeProgress,
  type PracticeQuestion,
  type PracticeResults,
  type QuestionResult,
  type SaveResponseRequest,
  type SaveResponseResult,
} from '@nurseprep/contracts';
import type { Database, Executor } from '../db/client';
import type { AttemptConfig } from '../db/schema/practice-attempts';
import { HttpError } from '../lib/http-error';
import type { AttemptOwner, AttemptRow, PracticeRepository, ResponseRow } from './repository';
import { gradeQuestion, responseProblems, toPublicQuestion } from './grading';
import { categoryKey, type QuestionBank } from './question-bank';
import { interpretationOf, levelFor, percentOf, scoreByCategory, weakestOf } from './results';

/** Questions when the request does not say. */
export const DEFAULT_COUNT = 10;
/** Visitor attempts nobody claimed are deleted after this long. */
export const UNCLAIMED_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

function shuffle<Item>(items: readonly Item[]): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The category slug in an id `<bank>-<category>-NNN` (for questions since removed from the bank). */
function categoryOfId(bank: string, questionId: string): string {
  return questionId.slice(bank.length + 1).replace(/-\d+$/, '');
}

export interface PracticeServiceOptions {
  db: Database;
  repository: PracticeRepository;
  questionBank: QuestionBank;
  now: () => Date;
}

/**
 * Practice attempts: picking questions, the clocks of timed sections (enforced here, on every read and
 * write), grading, results and progress. Writes to one attempt run in a transaction holding its row lock.
 */
export function createPracticeService({ db, repository, questionBank, now }: PracticeServiceOptions) {

  const question = (id: string): PracticeQuestion | undefined => questionBank.byId.get(id);
  const categoryOf = (bank: string, id: string) => question(id)?.category ?? categoryOfId(bank, id);
  const allQuestionIds = (attempt: Pick<AttemptRow, 'sections'>) => attempt.sections.flatMap((section) => section.questionIds);

  /** Picks `count` ids from the categories: unseen first, in random order, then seen ones when unseen run out. */
  function pick(bank: PracticeBankSlug, categories: readonly string[], count: number, seen: ReadonlySet<string>): string[] {
    const pool = categories.flatMap((category) => questionBank.idsByCategory.get(categoryKey(bank, category)) ?? []);
    const unseen = shuffle(pool.filter((id) => !seen.has(id)));
    const again = shuffle(pool.filter((id) => seen.has(id)));
    return [...unseen, ...again].slice(0, count);
  }

  function buildSections(request: CreateAttemptRequest, seen: ReadonlySet<string>, startedAt: Date): { sections: AttemptSection[]; config: AttemptConfig } {
    const bank = findPracticeBank(request.bank)!;
    const count = request.count ?? DEFAULT_COUNT;
    const allCategories = bank.categories.map((category) => category.slug);
    const clock = (seconds: number | undefined, started: boolean): Pick<AttemptSection, 'timeLimitSeconds' | 'startedAt' | 'endsAt'> =>
      seconds === undefined
        ? {}
        : started
          ? { timeLimitSeconds: seconds, startedAt: startedAt.toISOString(), endsAt: new Date(startedAt.getTime() + seconds * 1000).toISOString() }
          : { timeLimitSeconds: seconds };
    switch (request.mode) {
      case 'full-simulation': {
        const sections = teasSections.map((section, index) => {
          const questionIds = pick('teas', [section.category], section.questions, seen);
          const seconds = questionIds.length === 0 ? undefined : sectionQuizSeconds(section.category, questionIds.length);
          return { category: section.category, label: practiceCategoryLabel('teas', section.category), questionIds, closed: false, ...clock(seconds, index === 0) };
        });
        return { sections, config: { categories: teasSections.map((section) => section.category), count: teasSections.reduce((sum, section) => sum + section.questions, 0) } };
      }
      case 'section-quiz': {
        const category = request.section!;
        const questionIds = pick('teas', [category], Math.min(count, findTeasSection(category)!.questions), seen);
        const seconds = questionIds.length === 0 ? undefined : sectionQuizSeconds(category, questionIds.length);
        return {
          sections: [{ category, label: practiceCategoryLabel('teas', category), questionIds, closed: false, ...clock(seconds, true) }],
          config: { categories: [category], count, section: category },
        };
      }
      case 'timed-set':
      case 'practice': {
        const categories = request.categories ? [...new Set(request.categories)] : allCategories;
        const questionIds = pick(bank.bank, categories, count, seen);
        const timed = request.mode === 'timed-set' && questionIds.length > 0;
        const label = request.mode === 'timed-set' ? `${bank.label} timed set` : `${bank.label} practice`;
        const single = categories.length === 1 ? { category: categories[0]! } : {};
        return {
          sections: [{ ...single, label, questionIds, closed: false, ...clock(timed ? timedSetSeconds(bank.bank, questionIds.length) : undefined, true) }],
          config: { categories, count },
        };
      }
    }
  }

  async function loadOwned(id: string, owner: AttemptOwner, executor: Executor, forUpdate: boolean): Promise<AttemptRow> {
    const attempt = await repository.findOwned(id, owner, executor, forUpdate);
    if (!attempt) throw new HttpError(404, practiceMessages.notFound);
    return attempt;
  }

  /** Grades every question, stores the scores and marks the attempt submitted (inside the caller's transaction). */
  async function submitInside(attempt: AttemptRow, executor: Executor, at: Date): Promise<AttemptRow> {
    const responses = new Map((await repository.responsesOf(attempt.id, executor)).map((row) => [row.questionId, row]));
    const ids = allQuestionIds(attempt);
    const grades = ids.map((id) => {
      const stored = responses.get(id);
      const found = question(id);
      const result = found ? gradeQuestion(found, stored?.response ?? null) : null;
      return { attemptId: attempt.id, questionId: id, score: result?.score ?? stored?.score ?? 0, correct: result?.correct ?? stored?.correct ?? false };
    });
    await repository.writeScores(grades, executor);
    const score = grades.reduce((sum, grade) => sum + grade.score, 0);
    const sections = attempt.sections.map((section) => ({ ...section, closed: true }));
    const changes = { sections, status: 'submitted' as const, submittedAt: at, score, total: ids.length };
    await repository.updateAttempt(attempt.id, changes, executor);
    return { ...attempt, ...changes };
  }

  /**
   * The server's clock rules: when the current section's time is up it is closed, and when it was the last
   * section the attempt is submitted. Returns the attempt as it now stands.
   */
  async function enforceClock(attempt: AttemptRow, executor: Executor, at: Date): Promise<AttemptRow> {
    if (attempt.status !== 'in-progress') return attempt;
    const section = attempt.sections[attempt.currentSection];
    if (!section || section.closed || !section.endsAt) return attempt;
    if (at.getTime() < new Date(section.endsAt).getTime() + GRACE_MS) return attempt;
    if (attempt.currentSection === attempt.sections.length - 1) return submitInside(attempt, executor, at);
    const sections = attempt.sections.map((entry, index) => (index === attempt.currentSection ? { ...entry, closed: true } : entry));
    await repository.updateAttempt(attempt.id, { sections }, executor);
    return { ...attempt, sections };
  }

  /** Runs `work` on the attempt in a transaction that holds its row, after the clock rules have been applied. */
  async function withAttempt<Result>(id: string, owner: AttemptOwner, work: (attempt: AttemptRow, executor: Executor, at: Date) => Promise<Result>): Promise<Result> {
    // A 409 for time up must still keep the section closed: the closing commits, then the error is thrown.
    let failure: HttpError | null = null;
    const result = await db.transaction(async (transaction) => {
      const at = now();
      const attempt = await enforceClock(await loadOwned(id, owner, transaction, true), transaction, at);
      try {
        return await work(attempt, transaction, at);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) {
          failure = error;
          return null;
        }
        throw error;
      }
    });
    if (failure) throw failure;
    return result as Result;
  }

  const includeResult = (attempt: AttemptRow, row: ResponseRow) => attempt.status === 'submitted' || (attempt.mode === 'practice' && row.response !== null);

  function view(attempt: AttemptRow, responses: ResponseRow[], at: Date): PracticeAttempt {
    const states: Record<string, AttemptResponseState> = {};
    for (const row of responses) {
      const state: AttemptResponseState = { flagged: row.flagged };
      if (row.response) state.response = row.response;
      const found = question(row.questionId);
      if (found && includeResult(attempt, row)) state.result = gradeQuestion(found, row.response);
      states[row.questionId] = state;
    }
    return {
      id: attempt.id,
      bank: attempt.bank,
      mode: attempt.mode,
      status: attempt.status,
      sections: attempt.sections,
      currentSection: attempt.currentSection,
      questions: allQuestionIds(attempt)
        .map(question)
        .filter((entry): entry is PracticeQuestion => entry !== undefined)
        .map(toPublicQuestion),
      responses: states,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      serverNow: at.toISOString(),
    };
  }

  function results(attempt: AttemptRow, responses: ResponseRow[]): PracticeResults {
    const rows = new Map(responses.map((row) => [row.questionId, row]));
    const ids = allQuestionIds(attempt);
    const scored = ids.map((id) => ({ category: categoryOf(attempt.bank, id), score: rows.get(id)?.score ?? 0 }));
    const correct = Math.round((attempt.score ?? scored.reduce((sum, entry) => sum + entry.score, 0)) * 100) / 100;
    const total = attempt.total ?? ids.length;
    const percent = percentOf(correct, total);
    const byCategory = scoreByCategory(attempt.bank, scored);
    const level = levelFor(attempt.bank, attempt.mode, percent);
    const review = ids.flatMap((id) => {
      const found = question(id);
      if (!found) return [];
      const row = rows.get(id);
      const result: QuestionResult = gradeQuestion(found, row?.response ?? null);
      return [{ question: toPublicQuestion(found), response: row?.response ?? null, flagged: row?.flagged ?? false, result }];
    });
    return {
      attemptId: attempt.id,
      bank: attempt.bank,
      mode: attempt.mode,
      submittedAt: (attempt.submittedAt ?? now()).toISOString(),
      score: { correct, total, percent },
      byCategory,
      ...(level ? { level } : {}),
      interpretation: interpretationOf(attempt.bank, attempt.mode, percent),
      weakest: weakestOf(byCategory),
      review,
    };
  }

  return {
    async create(request: CreateAttemptRequest, owner: { userId: number | null; tokenHash: string | null }): Promise<PracticeAttempt> {
      const at = now();
      // Visitor attempts nobody claimed within 30 days are dropped now and then: here, when attempts are created.
      await repository.deleteUnclaimedBefore(new Date(at.getTime() - UNCLAIMED_LIFETIME_MS));
      const seen = new Set(request.exclude ?? []);
      if (owner.userId !== null) for (const id of await repository.seenQuestionIds(owner.userId, request.bank)) seen.add(id);
      const { sections, config } = buildSections(request, seen, at);
      if (sections.every((section) => section.questionIds.length === 0)) throw new HttpError(409, practiceMessages.noQuestions);
      const attempt = await repository.insertAttempt({ ...owner, bank: request.bank, mode: request.mode, config, sections, startedAt: at });
      return view(attempt, [], at);
    },

    async get(id: string, owner: AttemptOwner): Promise<PracticeAttempt> {
      return withAttempt(id, owner, async (attempt, executor, at) => view(attempt, await repository.responsesOf(attempt.id, executor), at));
    },

    async saveResponse(id: string, questionId: string, body: SaveResponseRequest, owner: AttemptOwner): Promise<SaveResponseResult> {
      // The answer is checked against its question before anything is stored.
      return withAttempt(id, owner, async (attempt, executor, at) => {
        const sectionIndex = attempt.sections.findIndex((section) => section.questionIds.includes(questionId));
        const found = question(questionId);
        if (sectionIndex === -1 || !found) throw new HttpError(404, practiceMessages.questionNotFound);
        if (body.response) {
          const problems = responseProblems(found, body.response);
          const first = Object.values(problems)[0]?.[0];
          if (first) throw new HttpError(400, first, problems);
        }
        const section = attempt.sections[sectionIndex]!;
        if (attempt.status === 'submitted') {
          const endedByClock = section.endsAt !== undefined && attempt.submittedAt !== null && attempt.submittedAt.getTime() >= Date.parse(section.endsAt);
          throw new HttpError(409, endedByClock ? practiceMessages.timeUp : practiceMessages.submitted);
        }
        if (sectionIndex < attempt.currentSection) throw new HttpError(409, practiceMessages.sectionClosed);
        if (sectionIndex > attempt.currentSection) throw new HttpError(409, practiceMessages.sectionNotStarted);
        if (section.closed) throw new HttpError(409, section.endsAt ? practiceMessages.timeUp : practiceMessages.sectionClosed);

        if (attempt.mode === 'practice') {
          const existing = await repository.responseOf(attempt.id, questionId, executor);
          if (body.response) {
            if (existing?.response) throw new HttpError(409, practiceMessages.alreadyAnswered);
            const result = gradeQuestion(found, body.response);
            await repository.writeResponse(
              { attemptId: attempt.id, questionId, response: body.response, flagged: body.flagged, score: result.score, correct: result.correct, answeredAt: at },
              executor,
            );
            return { result };
          }
          // In practice mode the first answer stands: it cannot be taken back either.
          if (body.response === null && existing?.response) throw new HttpError(409, practiceMessages.alreadyAnswered);
          if (body.flagged !== undefined) await repository.writeResponse({ attemptId: attempt.id, questionId, flagged: body.flagged }, executor);
          if (existing?.response) return { result: gradeQuestion(found, existing.response) };
          return { saved: true as const };
        }
        await repository.writeResponse(
          // null takes the answer back: the question is unanswered again.
          { attemptId: attempt.id, questionId, response: body.response, flagged: body.flagged, answeredAt: body.response ? at : body.response === null ? null : undefined },
          executor,
        );
        return { saved: true as const };
      });
    },

    async nextSection(id: string, owner: AttemptOwner): Promise<PracticeAttempt> {
      return withAttempt(id, owner, async (attempt, executor, at) => {
        if (attempt.status === 'submitted') throw new HttpError(409, practiceMessages.submitted);
        if (attempt.currentSection >= attempt.sections.length - 1) throw new HttpError(409, practiceMessages.noNextSection);
        const next = attempt.currentSection + 1;
        const sections = attempt.sections.map((section, index) => {
          if (index === attempt.currentSection) return { ...section, closed: true };
          if (index !== next || section.timeLimitSeconds === undefined) return section;
          return { ...section, startedAt: at.toISOString(), endsAt: new Date(at.getTime() + section.timeLimitSeconds * 1000).toISOString() };
        });
        await repository.updateAttempt(attempt.id, { sections, currentSection: next }, executor);
        const updated = { ...attempt, sections, currentSection: next };
        return view(updated, await repository.responsesOf(attempt.id, executor), at);
      });
    },

    /** Submits (grading every question); submitting again answers the same results. */
    async submit(id: string, owner: AttemptOwner): Promise<PracticeResults> {
      return withAttempt(id, owner, async (attempt, executor, at) => {
        const submitted = attempt.status === 'submitted' ? attempt : await submitInside(attempt, executor, at);
        return results(submitted, await repository.responsesOf(attempt.id, executor));
      });
    },

    async results(id: string, owner: AttemptOwner): Promise<PracticeResults> {
      return withAttempt(id, owner, async (attempt, executor) => {
        if (attempt.status !== 'submitted') throw new HttpError(404, practiceMessages.resultsNotReady);
        return results(attempt, await repository.responsesOf(attempt.id, executor));
      });
    },

    async list(userId: number, limit: number): Promise<AttemptSummary[]> {
      const rows = await repository.listForUser(userId, limit);
      return rows.map((row) => ({
        id: row.id,
        bank: row.bank,
        mode: row.mode,
        status: row.status,
        startedAt: row.startedAt.toISOString(),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        score:
          row.status === 'submitted' && row.score !== null && row.total !== null
            ? { correct: Math.round(row.score * 100) / 100, total: row.total, percent: percentOf(row.score, row.total) }
            : null,
      }));
    },

    async claim(userId: number, attempts: { id: string; tokenHash: string }[]): Promise<number> {
      return repository.claim(attempts, userId);
    },

    async progress(userId: number): Promise<PracticeProgress> {
      const history = await repository.submittedWithResponses(userId);
      const banks: PracticeProgress['banks'] = [];
      let questions = 0;
      let correct = 0;
      for (const { bank } of practiceBanks) {
        const entries = history.filter((entry) => entry.attempt.bank === bank);
        if (entries.length === 0) continue;
        const definition = findPracticeBank(bank)!;
        const points = new Map<string, PracticeProgress['banks'][number]['categories'][number]['points']>();
        const trend: PracticeProgress['banks'][number]['trend'] = [];
        let bankQuestions = 0;
        for (const { attempt, responses } of entries) {
          const scores = new Map(responses.map((row) => [row.questionId, row.score ?? 0]));
          const byCategory = scoreByCategory(
            bank,
            allQuestionIds(attempt).map((id) => ({ category: categoryOf(bank, id), score: scores.get(id) ?? 0 })),
          );
          const submittedAt = attempt.submittedAt!.toISOString();
          for (const category of byCategory) {
            const list = points.get(category.category) ?? [];
            list.push({ attemptId: attempt.id, submittedAt, percent: category.percent, total: category.total });
            points.set(category.category, list);
          }
          const total = attempt.total ?? 0;
          trend.push({ attemptId: attempt.id, submittedAt, percent: percentOf(attempt.score ?? 0, total) });
          bankQuestions += total;
          questions += total;
          correct += attempt.score ?? 0;
        }
        banks.push({
          bank,
          label: definition.label,
          attempts: entries.length,
          questions: bankQuestions,
          trend,
          categories: definition.categories
            .filter((category) => points.has(category.slug))
            .map((category) => ({ category: category.slug, label: category.label, points: points.get(category.slug)! })),
        });
      }
      return {
        banks,
        totals: { attempts: await repository.countForUser(userId), submitted: history.length, questions, percent: questions === 0 ? null : percentOf(correct, questions) },
      };
    },

    async staffSummary() {
      const summary = await repository.staffSummary();
      const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
      return {
        totals: { ...summary.totals, averagePercent: round(summary.totals.averagePercent) },
        byBankAndMode: summary.byBankAndMode.map((row) => ({ ...row, averagePercent: round(row.averagePercent) })),
      };
    },
  };
}
export type PracticeService = ReturnType<typeof createPracticeService>;

