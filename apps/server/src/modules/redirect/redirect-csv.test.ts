import { describe, expect, it } from 'vitest';
import { parseCsv, readRedirectCsv, writeRedirectCsv } from './redirect-csv.ts';

describe('redirect CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, and counts lines as a file shows them', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi""\nthere"\n\nlast,one';
    expect(parseCsv(text)).toEqual({
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
        { line: 4, fields: [''] },
        { line: 5, fields: ['last', 'one'] },
      ],
    });
    expect(parseCsv('a\n"open\nstill')).toEqual({ unterminatedAt: 2 });
  });

  it('takes columns in any order and fills in the defaults', () => {
    const { rules, problems } = readRedirectCsv('match,target,source\nPREFIX,/new,/old\n,/b,/a\n');
    expect(problems).toEqual([]);
    expect(rules).toEqual([
      { line: 2, source: '/old', target: '/new', status: 301, match: 'prefix' },
      { line: 3, source: '/a', target: '/b', status: 301, match: 'exact' },
    ]);
    expect(readRedirectCsv('source,target,extra\n/a,/b,c\n').problems).toEqual([
      { line: 1, problem: 'header' },
    ]);
    expect(readRedirectCsv('source,target\n/a,/b,c\n').problems).toEqual([{ line: 2, problem: 'columns' }]);
  });

  it('writes what it reads back', () => {
    const rules = [
      { source: '/a', target: '/b', statusCode: 302, matchKind: 'exact' },
      { source: '/p/(\\d+),x', target: 'https://example.com/"q"', statusCode: 301, matchKind: 'regex' },
    ];
    const read = readRedirectCsv(writeRedirectCsv(rules));
    expect(read.problems).toEqual([]);
    expect(
      read.rules.map((r) => ({
        source: r.source,
        target: r.target,
        statusCode: r.status,
        matchKind: r.match,
      })),
    ).toEqual(rules);
  });
});
