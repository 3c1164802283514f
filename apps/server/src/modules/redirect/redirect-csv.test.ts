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
      { source: '/a', target: '/b', statusCode: 302, matchKind: 'exact', ignoreCase: true },
      {
        source: '/p/(\\d+),x',
        target: 'https://example.com/"q"',
        statusCode: 301,
        matchKind: 'regex',
        ignoreCase: false,
      },
    ];
    const read = readRedirectCsv(writeRedirectCsv(rules));
    expect(read.problems).toEqual([]);
    expect(
      read.rules.map((r) => ({
        source: r.source,
        target: r.target,
        statusCode: r.status,
        matchKind: r.match,
        ignoreCase: r.ignoreCase,
      })),
    ).toEqual(rules);
  });

  it('reads ignore_case as 1/0, yes/no or true/false in any case, and leaves an empty one out', () => {
    const read = readRedirectCsv(
      'source,target,ignore_case\n/a,/x,1\n/b,/x,YES\n/c,/x,True\n/d,/x,0\n/e,/x,no\n/f,/x,false\n/g,/x,\n/h,/x,maybe\n',
    );
    expect(read.rules.map((r) => [r.source, r.ignoreCase])).toEqual([
      ['/a', true],
      ['/b', true],
      ['/c', true],
      ['/d', false],
      ['/e', false],
      ['/f', false],
      ['/g', undefined],
    ]);
    expect(read.problems).toEqual([{ line: 9, problem: 'ignore_case' }]);
  });
});
