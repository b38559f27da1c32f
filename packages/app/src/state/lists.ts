import type { ActionLogUser, StatusesAnswer } from '@olive/api';
import { atomWithReset } from 'jotai/utils';

/**
 * docs/product.md §3's client-side lists, filled by the screens that load them and kept for the session:
 * provider user ids, recruiter ids (for moving between detail pages), contract statuses,
 * and action-log users. The agencies list lives with the selection (agency.ts).
 */
export const oliveUserIdsAtom = atomWithReset<number[]>([]);
export const recruiterIdsAtom = atomWithReset<number[]>([]);
export const contractStatusesAtom = atomWithReset<StatusesAnswer['data'] | null>(null);
export const actionLogUsersAtom = atomWithReset<ActionLogUser[] | null>(null);
