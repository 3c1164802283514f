import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { menuNodes, websiteLanguages, websites } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';

type MenuNodeRow = typeof menuNodes.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A node of the company's menus on a live website. */
export async function findMenuNode(
  db: Db,
  companyId: number,
  nodeId: number,
): Promise<MenuNodeRow | undefined> {
  if (!isDbId(nodeId)) return undefined;
  const [row] = await db
    .select()
    .from(menuNodes)
    .where(
      and(
        ownedBy(menuNodes, { companyId }),
        eq(menuNodes.id, nodeId),
        sql`exists (select 1 from ${websites} where ${websites.id} = ${menuNodes.websiteId} and ${websites.deletedAt} is null)`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Bumps the menu version of one website language, only from `expected` when given. Answers the
 * new version, or undefined when the menu moved on in between (or the language is not there).
 */
export async function bumpMenuVersion(
  tx: Pick<Db, 'update'>,
  companyId: number,
  websiteId: number,
  lang: string,
  expected?: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(websiteLanguages)
    .set({ menuVersion: sql`${websiteLanguages.menuVersion} + 1` })
    .where(
      and(
        ownedBy(websiteLanguages, { companyId, websiteId }),
        eq(websiteLanguages.lang, lang),
        expected === undefined ? undefined : eq(websiteLanguages.menuVersion, expected),
      ),
    )
    .returning({ version: websiteLanguages.menuVersion });
  return row?.version;
}

export interface NewMenuNode {
  label: string;
  pageId: number | null;
  /** Where a node without a page leads; kept only for nodes without a page. */
  link?: string;
  children: NewMenuNode[];
}

/** Replaces the whole menu of one website language; run inside the transaction that bumped its version. */
export async function replaceMenu(
  tx: Tx,
  scope: { companyId: number; websiteId: number; lang: string },
  tree: readonly NewMenuNode[],
): Promise<void> {
  await tx
    .delete(menuNodes)
    .where(and(ownedBy(menuNodes, scope), eq(menuNodes.lang, scope.lang), isNull(menuNodes.parentId)));
  const insertLevel = async (nodes: readonly NewMenuNode[], parentId: number | null) => {
    if (nodes.length === 0) return;
    const rows = await tx
      .insert(menuNodes)
      .values(
        nodes.map((node, position) => ({
          ...scope,
          parentId,
          position,
          label: node.label,
          pageId: node.pageId,
          link: node.pageId === null ? (node.link ?? '') : '',
        })),
      )
      .returning({ id: menuNodes.id, position: menuNodes.position });
    rows.sort((a, b) => a.position - b.position);
    for (const [index, row] of rows.entries()) {
      await insertLevel(nodes[index]?.children ?? [], row.id);
    }
  };
  await insertLevel(tree, null);
}

/** Removes one node; its children go with it (the parent key cascades), their pages stay. */
export async function deleteMenuNode(
  tx: Pick<Db, 'delete'>,
  companyId: number,
  nodeId: number,
): Promise<boolean> {
  const rows = await tx
    .delete(menuNodes)
    .where(and(ownedBy(menuNodes, { companyId }), eq(menuNodes.id, nodeId)))
    .returning({ id: menuNodes.id });
  return rows.length > 0;
}
