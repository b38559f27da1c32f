import type { ApiError, FieldErrors } from '@olive/api';
import { atomWithReset } from 'jotai/utils';

/** docs/product.md §3: the loading state that feeds the global error dialog (docs/product.md §8). */
export interface LoadingState {
  errorMessage: string | null;
  errors: FieldErrors | null;
}

export const initialLoading: LoadingState = { errorMessage: null, errors: null };

export const loadingAtom = atomWithReset<LoadingState>(initialLoading);

export function errorState(error: Pick<ApiError, 'message' | 'errors'>): LoadingState {
  return { errorMessage: error.message, errors: error.errors ?? null };
}
