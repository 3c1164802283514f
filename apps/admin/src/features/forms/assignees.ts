export interface Assignee {
  id: number;
  name: string;
}

/**
 * Whom records can be assigned to: the operator first, then the company's operators who work on
 * inquiries and whoever already holds records in view, each once, by name.
 */
export function assigneeChoices(
  me: Assignee | null,
  operators: readonly Assignee[],
  assigned: readonly (Assignee | null)[],
): Assignee[] {
  const byId = new Map<number, Assignee>();
  for (const person of [...operators, ...assigned]) {
    if (person && person.id !== me?.id && !byId.has(person.id)) byId.set(person.id, person);
  }
  const others = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  return me ? [me, ...others] : others;
}
