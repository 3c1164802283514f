// The verification module's public entry: one-time codes and their abuse limits.
export { type CodeLimiters, createMemoryCodeLimiters, createRedisCodeLimiters } from './code-limits.ts';
export { type VerificationPluginOptions, verificationPlugin } from './verification.plugin.ts';
export {
  CODE_TTL_MS,
  type IssueCodeInput,
  type IssuedCode,
  MAX_WRONG_TRIES,
  RESEND_COOLDOWN_MS,
  type VerificationService,
  type CheckedCode,
  type VerifyCodeInput,
} from './verification.service.ts';
