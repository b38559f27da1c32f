import type { ApiError, FieldErrors } from '@olive/api';
import { atomWithReset } from 'jotai/utils';

/** SPEC.md §3: the loading state that feeds the global error dialog (SPEC.md §8). */
export interface LoadingState {
  errorMessage: string | null;
  errors: FieldErrors | null;
}

export const initialLoading: LoadingState = { errorMessage: null, errors: null };

export const loadingAtom = atomWithReset<LoadingState>(initialLoading);

export function errorState(error: Pick<ApiError, 'message' | 'errors'>): LoadingState {
  return { errorMessage: error.message, errors: error.errors ?? null };
}
