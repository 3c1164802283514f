import { describe, expect, it } from 'vitest';
import { assigneeChoices } from './assignees.ts';

describe('assignee choices', () => {
  it('put the operator first and list everybody else once, by name', () => {
    const me = { id: 1, name: 'Me' };
    const choices = assigneeChoices(
      me,
      [
        { id: 3, name: 'Zoe' },
        { id: 1, name: 'Me' },
      ],
      [{ id: 2, name: 'Ann' }, null, { id: 3, name: 'Zoe' }],
    );
    expect(choices.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('work before the operator is known', () => {
    expect(assigneeChoices(null, [], [{ id: 2, name: 'Ann' }])).toEqual([{ id: 2, name: 'Ann' }]);
  });
});
