import type { ErrorTable } from './table.ts';

/** Blocked addresses (132x). */
export const blockIpErrors = {
  IP_ALREADY_BLOCKED: {
    code: 1321,
    status: 409,
    en: 'This address or range is already blocked for this website.',
    zh: '该 IP 地址或网段已在此网站的黑名单中',
  },
  BLOCKED_IPS_TOO_MANY: {
    code: 1322,
    status: 400,
    en: 'A website can block at most 1000 addresses or ranges. Merge some into wider ranges.',
    zh: '每个网站最多屏蔽 1000 个 IP 地址或网段，请合并为更大的网段',
  },
  IP_BLOCKS_OWN_ADDRESS: {
    code: 1327,
    status: 409,
    en: 'This range contains the address you are connected from, so you would no longer see this website yourself. Block it anyway?',
    zh: '该网段包含您当前使用的 IP 地址，屏蔽后您自己也将无法访问此网站。仍要屏蔽吗？',
  },
} as const satisfies ErrorTable;
