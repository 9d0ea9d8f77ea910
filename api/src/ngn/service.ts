import { randomInt } from 'node:crypto';
import {
  clinicalJudgmentStepLabels,
  clinicalJudgmentSteps,
  ngnCategories,
  practiceCategoryLabel,
  type CreateNgnSession,
  type DeliveredNgnItem,
  type NgnCatalog,
  type NgnCategory,
  type NgnHistory,
  type NgnResponse,
  type NgnResults,
  type NgnSession,
  type NgnAdaptiveOutcome,
  createNgnSessionSchema,
  ngnMessages,
} from '@nurseprep/contracts';
import type { Database, Executor } from '../db/client';
import type { NgnDelivered, NgnSessionConfig } from '../db/schema/ngn-sessions';
import { HttpError } from '../lib/http-error';
import { legacyNclexItems, type NgnBank, type NgnBankItem } from './bank';
import { catPoolOf, catRules, estimateAbility, nextDelivery, planExam, readingOf, stoppingDecision, type AbilityEstimate, type CatDecision } from './cat';
import { itemResultOf, toPublicNgnItem } from './public-item';
import { ngnResponseProblems, scoreNgnItem } from './scoring';
import type { QuestionBank } from '../practice/question-bank';
import type { NgnAnswerRow, NgnRepository, NgnSessionRow } from './repository';

/** The refusals' messages live with the endpoints' contract; the service reads them from here. */
export { ngnMessages };

/** An answer that arrives this long after the adaptive exam's time limit still counts. */
const GRACE_MS = 2000;

const cryptoRandom = () => randomInt(1_000_000_000) / 1_000_000_000;

export interface NgnServiceOptions {
  db: Database;
  repository: NgnRepository;
  ngnBank: NgnBank;
  questionBank: QuestionBank;
  now: () => Date;
  /** The adaptive exam's draws (tests pass a seeded one). */
  random?: () => number;
}

/**
 * NGN practice for signed-in students: a case study or a set of stand-alone items answered with feedback after
 * each item, and the adaptive exam, answered in order without feedback until it ends. Every write to a session
 * runs in a transaction holding its row.
 */
export function createNgnService({ db, repository, ngnBank, questionBank, now, random = cryptoRandom }: NgnServiceOptions) {
  const items = new Map<string, NgnBankItem>(ngnBank.byId);
  for (const legacy of legacyNclexItems(questionBank)) items.set(legacy.item.id, legacy);
  const pool = catPoolOf(items.values(), ngnBank.cases.values());
  const standalone = ngnBank.standaloneIds.map((id) => ngnBank.byId.get(id)!);

  const itemOf = (id: string): NgnBankItem => {
    const found = items.get(id);
    if (!found) throw new HttpError(404, ngnMessages.notInSession);
    return found;
  };

  function delivered(row: NgnSessionRow): DeliveredNgnItem[] {
    return row.delivered.flatMap((entry, position) => {
      const found = items.get(entry.itemId);
      if (!found) return [];
      const caseStudy = found.caseId ? ngnBank.cases.get(found.caseId) : undefined;
      return [
        {
          position,
          item: toPublicNgnItem(found.item),
          category: found.category,
          step: found.step,
          trend: found.trend,
          ...(found.scenario ? { scenario: found.scenario } : {}),
          chart: found.chart,
          ...(caseStudy ? { caseStudy: { id: caseStudy.id, title: caseStudy.title, index: (found.caseIndex ?? 0) + 1 } } : {}),
        },
      ];
    });
  }

  function view(row: NgnSessionRow, answers: NgnAnswerRow[]): NgnSession {
    const adaptive = row.mode === 'adaptive';
    const showResults = !adaptive || row.status === 'finished';
    const answered = new Map(answers.map((answer) => [answer.itemId, answer]));
    // The adaptive exam shows what was answered and the current item, never what lies ahead.
    const shown = delivered(row).filter((entry) => !adaptive || row.status === 'finished' || answered.has(entry.item.id) || entry.position === answers.length);
    return {
      id: row.id,
      mode: row.mode,
      title: row.config.title,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      ...(row.endsAt ? { endsAt: row.endsAt.toISOString() } : {}),
      ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
      items: shown,
      answers: Object.fromEntries(
        answers.map((answer) => [
          answer.itemId,
          {
            response: answer.response,
            ...(showResults && items.has(answer.itemId) ? { result: itemResultOf(itemOf(answer.itemId).item, answer) } : {}),
          },
        ]),
      ),
      ...(adaptive
        ? { limits: { minItems: catRules.minItems, maxItems: catRules.maxItems, timeLimitSeconds: catRules.timeLimitSeconds } }
        : { total: row.delivered.length }),
      ...(row.outcome && row.status === 'finished' ? { adaptive: row.outcome } : {}),
    };
  }

  async function load(id: string, userId: number, executor: Executor, forUpdate: boolean): Promise<NgnSessionRow> {
    const row = await repository.session(id, userId, executor, forUpdate);
    if (!row) throw new HttpError(404, ngnMessages.notFound);
    return row;
  }

  const answersOf = (sessionId: string, executor: Executor = db) => repository.answersOf(sessionId, executor);

  function estimateOf(row: NgnSessionRow, answers: readonly NgnAnswerRow[]): AbilityEstimate {
    const scored = new Set(row.delivered.filter((entry) => entry.scored).map((entry) => entry.itemId));
    return estimateAbility(
      answers
        .filter((answer) => scored.has(answer.itemId) && items.has(answer.itemId))
        .map((answer) => ({ difficulty: itemOf(answer.itemId).item.difficulty, score: answer.possible > 0 ? answer.earned / answer.possible : 0 })),
    );
  }

  function outcomeOf(row: NgnSessionRow, estimate: AbilityEstimate, decision: CatDecision): NgnAdaptiveOutcome {
    const margin = catRules.confidenceZ * estimate.se;
    const answeredPositions = row.delivered.length;
    return {
      ...decision,
      reading: readingOf(estimate),
      estimate,
      interval: [estimate.theta - margin, estimate.theta + margin],
      passingStandard: catRules.passingStandard,
      scoredItems: row.delivered.slice(0, answeredPositions).filter((entry) => entry.scored).length,
      unscoredItems: row.delivered.slice(0, answeredPositions).filter((entry) => !entry.scored).length,
    };
  }

  /** Ends an adaptive exam whose time is up (inside the caller's transaction); returns the row as it now stands. */
  async function closeIfTimeUp(row: NgnSessionRow, executor: Executor, at: Date): Promise<NgnSessionRow> {
    if (row.mode !== 'adaptive' || row.status !== 'in-progress' || !row.endsAt || at.getTime() <= row.endsAt.getTime() + GRACE_MS) return row;
    return finishAdaptive(row, await answersOf(row.id, executor), executor, row.endsAt, true);
  }

  async function finishAdaptive(row: NgnSessionRow, answers: readonly NgnAnswerRow[], executor: Executor, at: Date, timeUp: boolean): Promise<NgnSessionRow> {
    // Only what was answered counts: an item delivered but not answered leaves the exam with it.
    const answeredIds = new Set(answers.map((answer) => answer.itemId));
    const kept = row.delivered.filter((entry) => answeredIds.has(entry.itemId));
    const trimmed = { ...row, delivered: kept };
    const estimate = estimateOf(trimmed, answers);
    const decision = stoppingDecision(kept.length, estimate, timeUp) ?? stoppingDecision(kept.length, estimate, true)!;
    const outcome = outcomeOf(trimmed, estimate, decision);
    return repository.updateSession(row.id, { delivered: kept, status: 'finished', finishedAt: at, outcome }, executor);
  }

  return {
    catalog(): NgnCatalog {
      const byType: Record<string, number> = {};
      for (const entry of ngnBank.byId.values()) byType[entry.item.type] = (byType[entry.item.type] ?? 0) + 1;
      return {
        caseStudies: [...ngnBank.cases.values()].map(({ id, title, category, scenario }) => ({ id, title, category, scenario })),
        standalone: {
          items: standalone.length,
          bowtie: standalone.filter((entry) => entry.item.type === 'bowtie').length,
          trend: standalone.filter((entry) => entry.trend).length,
        },
        byType,
        adaptivePool: pool.items.length + pool.cases.reduce((sum, entry) => sum + entry.itemIds.length, 0),
      };
    },

    async create(userId: number, input: CreateNgnSession): Promise<NgnSession> {
      const request = createNgnSessionSchema.parse(input);
      const at = now();
      let config: NgnSessionConfig;
      let list: NgnDelivered[];
      let endsAt: Date | null = null;
      if (request.mode === 'case-study') {
        const caseStudy = ngnBank.cases.get(request.caseId);
        if (!caseStudy) throw new HttpError(404, ngnMessages.caseNotFound);
        config = { title: caseStudy.title, caseId: caseStudy.id };
        list = caseStudy.items.map(({ item }) => ({ itemId: item.id, category: caseStudy.category, scored: true, caseId: caseStudy.id }));
      } else if (request.mode === 'item-set') {
        const wanted = request.categories.length > 0 ? new Set<NgnCategory>(request.categories) : new Set<NgnCategory>(ngnCategories);
        const candidates = standalone.filter(
          (entry) => wanted.has(entry.category) && (request.kind === 'any' || (request.kind === 'bowtie' ? entry.item.type === 'bowtie' : entry.trend)),
        );
        if (candidates.length === 0) throw new HttpError(400, ngnMessages.noItems);
        const chosen = [...candidates];
        for (let index = chosen.length - 1; index > 0; index -= 1) {
          const other = Math.floor(random() * (index + 1));
          [chosen[index], chosen[other]] = [chosen[other]!, chosen[index]!];
        }
        const kindLabel = request.kind === 'bowtie' ? 'Bowtie items' : request.kind === 'trend' ? 'Trend items' : 'Stand-alone items';
        config = { title: kindLabel, categories: [...wanted], kind: request.kind };
        list = chosen.slice(0, request.count).map((entry) => ({ itemId: entry.item.id, category: entry.category, scored: true }));
      } else {
        const plan = planExam(random);
        config = { title: 'Adaptive NCLEX-RN practice exam', plan };
        list = nextDelivery(pool, plan, [], 0, random) ?? [];
        if (list.length === 0) throw new HttpError(400, ngnMessages.noItems);
        endsAt = new Date(at.getTime() + catRules.timeLimitSeconds * 1000);
      }
      const row = await repository.insertSession({ userId, mode: request.mode, config, delivered: list, startedAt: at, endsAt, createdAt: at });
      return view(row, []);
    },

    async get(id: string, userId: number): Promise<NgnSession> {
      return db.transaction(async (transaction) => {
        const row = await closeIfTimeUp(await load(id, userId, transaction, true), transaction, now());
        return view(row, await answersOf(row.id, transaction));
      });
    },

    async answer(id: string, userId: number, itemId: string, response: NgnResponse) {
      return db.transaction(async (transaction) => {
        const at = now();
        const row = await closeIfTimeUp(await load(id, userId, transaction, true), transaction, at);
        if (row.status === 'finished') throw new HttpError(409, row.mode === 'adaptive' && row.outcome?.rule === 'run-out-of-time' ? ngnMessages.timeUp : ngnMessages.finished);
        const position = row.delivered.findIndex((entry) => entry.itemId === itemId);
        if (position < 0) throw new HttpError(404, ngnMessages.notInSession);
        const answers = await answersOf(row.id, transaction);
        if (answers.some((answer) => answer.itemId === itemId)) throw new HttpError(409, ngnMessages.alreadyAnswered);
        if (row.mode === 'adaptive' && position !== answers.length) throw new HttpError(409, ngnMessages.notCurrent);
        const { item } = itemOf(itemId);
        const problems = ngnResponseProblems(item, response);
        if (problems.length > 0) throw new HttpError(400, problems[0]!, { response: problems });
        const score = scoreNgnItem(item, response);
        const answer: NgnAnswerRow = {
          sessionId: row.id,
          itemId,
          position,
          response,
          rule: score.rule,
          earned: score.earned,
          possible: score.possible,
          parts: score.parts,
          theta: null,
          se: null,
          answeredAt: at,
        };
        let updated = row;
        const all = [...answers, answer];
        if (row.mode === 'adaptive') {
          const estimate = estimateOf(row, all);
          answer.theta = estimate.theta;
          answer.se = estimate.se;
          await repository.insertAnswer(answer, transaction);
          if (all.length === row.delivered.length) {
            // The exam decides between deliveries: after a stand-alone item, or after the last item of a case study.
            const decision = stoppingDecision(row.delivered.length, estimate);
            const next = decision ? null : nextDelivery(pool, row.config.plan!, row.delivered, estimate.theta, random);
            if (decision || !next) updated = await finishAdaptive(row, all, transaction, at, false);
            else updated = await repository.updateSession(row.id, { delivered: [...row.delivered, ...next] }, transaction);
          }
          return { session: view(updated, all) };
        }
        await repository.insertAnswer(answer, transaction);
        if (all.length === row.delivered.length) updated = await repository.updateSession(row.id, { status: 'finished', finishedAt: at }, transaction);
        return { result: itemResultOf(item, score), session: view(updated, all) };
      });
    },

    /** Ends a session now. The adaptive exam is then decided as when time runs out (the minimum not reached: fail). */
    async finish(id: string, userId: number): Promise<NgnSession> {
      return db.transaction(async (transaction) => {
        const at = now();
        let row = await closeIfTimeUp(await load(id, userId, transaction, true), transaction, at);
        const answers = await answersOf(row.id, transaction);
        if (row.status !== 'finished') {
          if (row.mode === 'adaptive') row = await finishAdaptive(row, answers, transaction, at, true);
          else row = await repository.updateSession(row.id, { status: 'finished', finishedAt: at }, transaction);
        }
        return view(row, answers);
      });
    },

    async results(id: string, userId: number): Promise<NgnResults> {
      const session = await this.get(id, userId);
      if (session.status !== 'finished') throw new HttpError(409, ngnMessages.notFinished);
      const answers = await answersOf(id);
      const answerOf = new Map(answers.map((answer) => [answer.itemId, answer]));
      const tally = (keyOf: (entry: DeliveredNgnItem) => string, labelOf: (key: string) => string, order: readonly string[]) => {
        const groups = new Map<string, { earned: number; possible: number; items: number }>();
        for (const entry of session.items) {
          const key = keyOf(entry);
          const group = groups.get(key) ?? { earned: 0, possible: 0, items: 0 };
          const answer = answerOf.get(entry.item.id);
          group.earned += answer?.earned ?? 0;
          group.possible += answer?.possible ?? scoreNgnItem(itemOf(entry.item.id).item, null).possible;
          group.items += 1;
          groups.set(key, group);
        }
        return order.filter((key) => groups.has(key)).map((key) => ({ key, label: labelOf(key), ...groups.get(key)! }));
      };
      const byCategory = tally((entry) => entry.category, (key) => practiceCategoryLabel('nclex', key), ngnCategories);
      const byStep = tally((entry) => entry.step, (key) => clinicalJudgmentStepLabels[key as keyof typeof clinicalJudgmentStepLabels], clinicalJudgmentSteps);
      return {
        session,
        earned: byCategory.reduce((sum, group) => sum + group.earned, 0),
        possible: byCategory.reduce((sum, group) => sum + group.possible, 0),
        byCategory,
        byStep,
        review: Object.fromEntries(
          session.items.map((entry) => {
            const { item } = itemOf(entry.item.id);
            const answer = answerOf.get(entry.item.id);
            return [entry.item.id, itemResultOf(item, answer ?? scoreNgnItem(item, null))];
          }),
        ),
        ...(session.mode === 'adaptive'
          ? { trajectory: answers.filter((answer) => answer.theta !== null).map((answer) => ({ position: answer.position + 1, theta: answer.theta!, se: answer.se! })) }
          : {}),
      };
    },

    async history(userId: number, limit = 50): Promise<NgnHistory> {
      const rows = await repository.sessionsOf(userId, limit);
      const answers = await repository.answersOfSessions(rows.map((row) => row.id));
      return {
        sessions: rows.map((row) => {
          const own = answers.filter((answer) => answer.sessionId === row.id);
          return {
            id: row.id,
            mode: row.mode,
            title: row.config.title,
            status: row.status,
            startedAt: row.startedAt.toISOString(),
            ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
            earned: own.reduce((sum, answer) => sum + answer.earned, 0),
            possible: own.reduce((sum, answer) => sum + answer.possible, 0),
            ...(row.outcome && row.status === 'finished' ? { adaptive: row.outcome } : {}),
          };
        }),
      };
    },
  };
}
