import { REDIRECT_MAX_HOPS } from '@sitewright/contract';
import { compileRedirects, type MatchableRule } from './redirect-matcher.ts';

export interface ChainProblem {
  kind: 'loop' | 'too_long';
  /** The rule the simulated visit started with. */
  startRuleId: number;
  /** Every rule that fired, in order. */
  ruleIds: number[];
  /** The paths the visitor would be sent through, starting with where the visit began. */
  paths: string[];
}

/** A value put in for every capture of a regular-expression target when following it. */
const SAMPLE_CAPTURE = 'sample';

/** The path part of a location on the site, or null when it leaves the site (an absolute URL). */
function sitePath(location: string): string | null {
  if (!location.startsWith('/')) return null;
  const end = location.search(/[?#]/);
  return end < 0 ? location : location.slice(0, end);
}

/**
 * Follows every rule the way a visitor's browser would and answers the visits that loop or take
 * more than REDIRECT_MAX_HOPS redirects. Each visit starts with one rule firing:
 * - an exact or prefix rule at its own source path (so its target is the next location), or for
 *   a prefix rule shadowed there by an exact rule, at a sample path below its source;
 * - a regular-expression rule from its target with every `$n` filled with a sample segment, since
 *   the paths it matches cannot all be listed.
 * From there the whole rule set is applied again (exact, prefix, regex, as the site server does)
 * to the path of each location; a query string is ignored, as the matcher ignores it, and an
 * absolute http(s) target ends the visit (it is taken to leave the site). A visit that returns to
 * a path or fires a rule a second time is a loop.
 */
export function findChainProblems(rules: readonly MatchableRule[]): ChainProblem[] {
  const match = compileRedirects(rules);
  const problems: ChainProblem[] = [];
  for (const rule of rules) {
    let first: string | null;
    if (rule.matchKind === 'regex') {
      first = rule.target.replace(/\$[1-9]/g, SAMPLE_CAPTURE);
    } else {
      // A prefix rule shadowed at its own source (by an exact rule of the same path) starts
      // from a path below it instead.
      const below = `${rule.source}${rule.source.endsWith('/') ? '' : '/'}${SAMPLE_CAPTURE}`;
      const fired = [match(rule.source), rule.matchKind === 'prefix' ? match(below) : null].find(
        (m) => m?.ruleId === rule.id,
      );
      first = fired ? fired.location : rule.target;
    }
    const paths = [rule.source];
    const ruleIds = [rule.id];
    let location = first;
    let problem: ChainProblem['kind'] | null = null;
    for (;;) {
      const path = sitePath(location);
      if (path === null) break;
      if (paths.includes(path)) {
        paths.push(path);
        problem = 'loop';
        break;
      }
      paths.push(path);
      const next = match(path);
      if (!next) break;
      if (ruleIds.includes(next.ruleId)) {
        problem = 'loop';
        break;
      }
      ruleIds.push(next.ruleId);
      if (ruleIds.length > REDIRECT_MAX_HOPS) {
        problem = 'too_long';
        paths.push(next.location);
        break;
      }
      location = next.location;
    }
    if (problem) problems.push({ kind: problem, startRuleId: rule.id, ruleIds, paths });
  }
  return problems;
}

/**
 * The problems a change brings: those that did not exist before, and those in which a changed
 * rule takes part (a set saved before may already hold one when two saves raced).
 */
export function newChainProblems(
  before: readonly MatchableRule[],
  after: readonly MatchableRule[],
  changedIds: ReadonlySet<number>,
): ChainProblem[] {
  const known = new Set(findChainProblems(before).map((p) => `${p.kind}:${p.startRuleId}`));
  return findChainProblems(after).filter(
    (p) => !known.has(`${p.kind}:${p.startRuleId}`) || p.ruleIds.some((id) => changedIds.has(id)),
  );
}
