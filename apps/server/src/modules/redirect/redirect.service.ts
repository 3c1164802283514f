import {
  checkRedirectRule,
  errors,
  type Lang,
  normaliseRedirectSource,
  REDIRECT_MAX_REGEX_RULES,
  REDIRECT_MAX_RULES,
  type RedirectCsvError,
  type RedirectExport,
  type RedirectImportResult,
  type RedirectMatchKind,
  type RedirectRule,
  type RedirectRuleList,
  type RedirectShadowedPage,
  type RedirectStatus,
  redirectCsvMessages,
} from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireWebsite, notOwned } from '../../lib/tenancy.ts';
import { listPages, websiteLanguagesOf } from '../page/index.ts';
import { type ChainProblem, newChainProblems } from './redirect-chain.ts';
import { readRedirectCsv, writeRedirectCsv } from './redirect-csv.ts';
import { compileRedirects, type MatchableRule } from './redirect-matcher.ts';
import {
  deleteRedirectRule,
  insertRedirectRules,
  listRedirectRules,
  type RedirectRuleRow,
  type Tx,
  updateRedirectRule,
} from './redirect.repository.ts';

export interface SaveRedirectInput {
  website_id: number;
  id?: number | undefined;
  source: string;
  match_kind: RedirectMatchKind;
  target: string;
  status_code: RedirectStatus;
  ignore_case?: boolean | undefined;
  /** Saves even when the source is the address of a published page. */
  confirm_live_page?: boolean | undefined;
}

export function toRedirectRule(row: RedirectRuleRow): RedirectRule {
  return {
    id: row.id,
    source: row.source,
    match_kind: row.matchKind,
    target: row.target,
    status_code: row.statusCode === 302 ? 302 : 301,
    ignore_case: row.ignoreCase,
    hits: row.hits,
    position: row.position,
    created_at: row.createdAt.toISOString(),
  };
}

const ruleKey = (matchKind: string, source: string) => `${matchKind}\u0000${source}`;

/** Refuses a rule set over the limits: the per-request work of the site server stays bounded. */
function checkLimits(rules: readonly MatchableRule[]): void {
  if (rules.length > REDIRECT_MAX_RULES) throw new AppError('REDIRECT_TOO_MANY');
  if (rules.filter((r) => r.matchKind === 'regex').length > REDIRECT_MAX_REGEX_RULES) {
    throw new AppError('REDIRECT_TOO_MANY');
  }
}

function chainError(problem: ChainProblem): AppError {
  return new AppError(problem.kind === 'loop' ? 'REDIRECT_LOOP' : 'REDIRECT_CHAIN_TOO_LONG', {
    data: { chain: problem.paths },
  });
}

/**
 * The published pages of a website (every language) whose address the rule would redirect, so
 * visitors and the links leading there would no longer reach them.
 */
async function shadowedPages(
  tx: Tx,
  companyId: number,
  websiteId: number,
  rule: MatchableRule,
): Promise<RedirectShadowedPage[]> {
  const match = compileRedirects([rule]);
  const languages = await websiteLanguagesOf(tx, companyId, websiteId);
  const defaultLang = languages.find((l) => l.isDefault)?.lang ?? languages[0]?.lang;
  const found: RedirectShadowedPage[] = [];
  for (const { lang } of languages) {
    for (const page of await listPages(tx, companyId, websiteId, lang)) {
      if (!page.published) continue;
      // What visitors get is the published snapshot's address when the draft has since moved.
      const segment = 'pathSegment' in page.published ? page.published.pathSegment : page.pathSegment;
      const prefix = lang === defaultLang ? '' : `/${lang}`;
      const path = segment === '' ? prefix || '/' : `${prefix}/${segment}`;
      if (match(encodeURI(path)) || (path !== '/' && segment === '' && match(`${path}/`))) {
        found.push({ id: page.id, name: page.pageName, path });
      }
    }
  }
  return found;
}

/**
 * The redirects of a website: listing with hit counts, saving one rule, deleting, and CSV import
 * and export. Every change runs in one transaction holding the website's lock, checks the whole
 * resulting rule set for loops and long chains, and tells `onChange` so that the site server can
 * drop the website's compiled rules.
 */
export function createRedirectService(deps: { db: Db; onChange?: (websiteId: number) => void }) {
  const { db } = deps;

  /** Runs `work` with the website locked, or refuses another company's website with 1105. */
  async function withWebsite<T>(
    companyId: number,
    websiteId: number,
    work: (tx: Tx, rules: RedirectRuleRow[]) => Promise<T>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      await requireWebsite(tx, { companyId }, websiteId, { lock: true });
      return work(tx, await listRedirectRules(tx, companyId, websiteId));
    });
    deps.onChange?.(websiteId);
    return result;
  }

  async function readable(companyId: number, websiteId: number): Promise<RedirectRuleRow[]> {
    await requireWebsite(db, { companyId }, websiteId);
    return listRedirectRules(db, companyId, websiteId);
  }

  return {
    async list(companyId: number, websiteId: number): Promise<RedirectRuleList> {
      const rows = await readable(companyId, websiteId);
      return { list: rows.map(toRedirectRule), total: rows.length };
    },

    async save(companyId: number, given: SaveRedirectInput): Promise<RedirectRule> {
      const input = { ...given, source: normaliseRedirectSource(given.source, given.match_kind) };
      const ignoreCase = input.ignore_case === true;
      const problem = checkRedirectRule(input);
      if (problem) throw new AppError(problem);
      return withWebsite(companyId, input.website_id, async (tx, rules) => {
        const existing = input.id === undefined ? undefined : rules.find((r) => r.id === input.id);
        if (input.id !== undefined && !existing) notOwned();
        const taken = rules.find(
          (r) => r.matchKind === input.match_kind && r.source === input.source && r.id !== existing?.id,
        );
        if (taken) throw new AppError('REDIRECT_SOURCE_TAKEN');

        const changed: MatchableRule = {
          id: existing?.id ?? -1,
          source: input.source,
          matchKind: input.match_kind,
          target: input.target,
          statusCode: input.status_code,
          ignoreCase,
        };
        const samePaths =
          existing !== undefined &&
          existing.source === input.source &&
          existing.matchKind === input.match_kind &&
          existing.ignoreCase === ignoreCase;
        // A rule that would hide a published page is saved only once the operator has confirmed it;
        // a rule whose source does not change (a new target) was already confirmed.
        if (!samePaths && input.confirm_live_page !== true) {
          const pages = await shadowedPages(tx, companyId, input.website_id, changed);
          if (pages.length > 0) throw new AppError('REDIRECT_SOURCE_IS_PAGE', { data: { pages } });
        }
        const after = existing ? rules.map((r) => (r.id === existing.id ? changed : r)) : [...rules, changed];
        checkLimits(after);
        const problems = newChainProblems(rules, after, new Set([changed.id]));
        // Name the chain as seen from the rule being saved when it has one.
        const chain = problems.find((p) => p.startRuleId === changed.id) ?? problems[0];
        if (chain) throw chainError(chain);

        const values = {
          source: input.source,
          matchKind: input.match_kind,
          target: input.target,
          statusCode: input.status_code,
          ignoreCase,
        };
        try {
          if (existing) {
            // Hits count visits to the source; a rule that now matches other paths starts again.
            const row = await updateRedirectRule(
              tx,
              { companyId, websiteId: input.website_id, id: existing.id },
              { ...values, hits: samePaths ? existing.hits : 0 },
            );
            if (!row) notOwned();
            return toRedirectRule(row);
          }
          const position = rules.reduce((max, r) => Math.max(max, r.position), 0) + 1;
          const [row] = await insertRedirectRules(tx, [
            { ...values, companyId, websiteId: input.website_id, position },
          ]);
          if (!row) throw new Error('insert answered no row');
          return toRedirectRule(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('REDIRECT_SOURCE_TAKEN', { cause: error });
          throw error;
        }
      });
    },

    async del(companyId: number, websiteId: number, id: number): Promise<{ id: number }> {
      return withWebsite(companyId, websiteId, async (tx, rules) => {
        // Removing an exact rule can uncover a prefix or regex rule beneath it, so the rest is
        // checked like any other change.
        const after = rules.filter((r) => r.id !== id);
        const [chain] = newChainProblems(rules, after, new Set());
        if (chain) throw chainError(chain);
        if (!(await deleteRedirectRule(tx, { companyId, websiteId, id }))) {
          notOwned();
        }
        return { id };
      });
    },

    /**
     * Merges a CSV file into the website's rules: a line whose (match, source) exists updates that
     * rule, a new one is added at the end, rules the file does not mention are kept. Every line is
     * checked first; when any is wrong nothing is written and each wrong line is listed.
     */
    async importCsv(
      companyId: number,
      input: { website_id: number; csv: string },
      lang: Lang,
    ): Promise<RedirectImportResult> {
      const { rules: read, problems } = readRedirectCsv(input.csv);
      const lines = read.map((line) => ({
        ...line,
        source: normaliseRedirectSource(line.source, line.match),
      }));
      const lineErrors: RedirectCsvError[] = problems.map((p) => ({
        line: p.line,
        code: errors.REDIRECT_CSV_INVALID.code,
        message: redirectCsvMessages[p.problem][lang],
      }));
      const seen = new Set<string>();
      for (const line of lines) {
        const key = ruleKey(line.match, line.source);
        const ruleProblem = checkRedirectRule({
          source: line.source,
          match_kind: line.match,
          target: line.target,
        });
        if (ruleProblem) {
          lineErrors.push({
            line: line.line,
            code: errors[ruleProblem].code,
            message: errors[ruleProblem][lang],
          });
        } else if (seen.has(key)) {
          lineErrors.push({
            line: line.line,
            code: errors.REDIRECT_CSV_INVALID.code,
            message: redirectCsvMessages.duplicate[lang],
          });
        }
        seen.add(key);
      }
      if (lines.length > REDIRECT_MAX_RULES) {
        lineErrors.push({
          line: lines[REDIRECT_MAX_RULES]?.line ?? 1,
          code: errors.REDIRECT_TOO_MANY.code,
          message: redirectCsvMessages.too_many[lang],
        });
      }
      const refuse = (list: RedirectCsvError[]) =>
        new AppError('REDIRECT_CSV_INVALID', {
          data: { errors: [...list].sort((a, b) => a.line - b.line) },
        });
      if (lineErrors.length > 0) throw refuse(lineErrors);

      return withWebsite(companyId, input.website_id, async (tx, rules) => {
        const byKey = new Map(rules.map((r) => [ruleKey(r.matchKind, r.source), r]));
        const lineOf = new Map<number, number>();
        const updates: { row: RedirectRuleRow; line: (typeof lines)[number] }[] = [];
        const additions: typeof lines = [];
        let nextId = -1;
        const after = new Map<number, MatchableRule>(rules.map((r) => [r.id, r]));
        for (const line of lines) {
          const row = byKey.get(ruleKey(line.match, line.source));
          const id = row ? row.id : nextId--;
          lineOf.set(id, line.line);
          after.set(id, {
            id,
            source: line.source,
            matchKind: line.match,
            target: line.target,
            statusCode: line.status,
            ignoreCase: line.ignoreCase ?? row?.ignoreCase ?? false,
          });
          if (row) {
            if (
              row.target !== line.target ||
              row.statusCode !== line.status ||
              (line.ignoreCase !== undefined && row.ignoreCase !== line.ignoreCase)
            )
              updates.push({ row, line });
          } else additions.push(line);
        }
        const afterRules = [...after.values()];
        try {
          checkLimits(afterRules);
        } catch {
          throw refuse([
            {
              line: lines[0]?.line ?? 1,
              code: errors.REDIRECT_TOO_MANY.code,
              message: errors.REDIRECT_TOO_MANY[lang],
            },
          ]);
        }
        const chainErrors = new Map<number, RedirectCsvError>();
        for (const problem of newChainProblems(rules, afterRules, new Set(lineOf.keys()))) {
          const line = problem.ruleIds.map((id) => lineOf.get(id)).find((l) => l !== undefined);
          if (line === undefined || chainErrors.has(line)) continue;
          const key = problem.kind === 'loop' ? 'REDIRECT_LOOP' : 'REDIRECT_CHAIN_TOO_LONG';
          chainErrors.set(line, {
            line,
            code: errors[key].code,
            message: `${errors[key][lang]} (${problem.paths.join(' → ')})`,
          });
        }
        if (chainErrors.size > 0) throw refuse([...chainErrors.values()]);

        for (const { row, line } of updates) {
          await updateRedirectRule(
            tx,
            { companyId, websiteId: input.website_id, id: row.id },
            {
              source: row.source,
              matchKind: row.matchKind,
              target: line.target,
              statusCode: line.status,
              hits: row.hits,
              ignoreCase: line.ignoreCase ?? row.ignoreCase,
            },
          );
        }
        let position = rules.reduce((max, r) => Math.max(max, r.position), 0);
        await insertRedirectRules(
          tx,
          additions.map((line) => ({
            companyId,
            websiteId: input.website_id,
            source: line.source,
            matchKind: line.match,
            target: line.target,
            statusCode: line.status,
            ignoreCase: line.ignoreCase ?? false,
            position: ++position,
          })),
        );
        return {
          added: additions.length,
          updated: updates.length,
          kept: rules.length - (lines.length - additions.length),
        };
      });
    },

    async exportCsv(companyId: number, websiteId: number): Promise<RedirectExport> {
      const rows = await readable(companyId, websiteId);
      return { file_name: `redirects-${websiteId}.csv`, csv: writeRedirectCsv(rows) };
    },
  };
}

export type RedirectService = ReturnType<typeof createRedirectService>;
