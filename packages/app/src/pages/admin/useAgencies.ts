import type { Agency } from '@olive/api';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { api } from '../../api';
import { useApiData } from '../../hooks/useApiData';
import { agenciesAtom } from '../../state/agency';

/** The agencies list (kept in session storage once loaded), for admin selects. */
export function useAgencies(): Agency[] {
  const [agencies, setAgencies] = useAtom(agenciesAtom);
  const { data } = useApiData(() => (agencies ? null : api.agencies.list()), 'agencies');
  useEffect(() => {
    if (data) setAgencies(data.data);
  }, [data, setAgencies]);
  return agencies ?? data?.data ?? [];
}
