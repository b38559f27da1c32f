import type { Agency } from '@olive/api';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { agenciesApi } from '../../api/agencies';
import { useApiData } from '../../hooks/useApiData';
import { agenciesAtom } from '../../state/agency';

/** The agencies list (kept in session storage once loaded), for admin selects. */
export function useAgencies(): Agency[] {
  const [agencies, setAgencies] = useAtom(agenciesAtom);
  const { data } = useApiData(() => (agencies ? null : agenciesApi.list()), 'agencies');
  useEffect(() => {
    if (data) setAgencies(data.data);
  }, [data, setAgencies]);
  return agencies ?? data?.data ?? [];
}
