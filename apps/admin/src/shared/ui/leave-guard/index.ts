export { confirmLeave, leavesScreen } from './leave-guard.ts';
export { type LeaveGuardOptions, useLeaveGuard } from './use-leave-guard.tsx';
