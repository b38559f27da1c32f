import { isRecruiterRole } from '@olive/api';
import { useAtomValue } from 'jotai';
import { effectiveAgencyCodeAtom, effectiveAgencyNameAtom } from '../state/agency';
import { authAtom } from '../state/auth';

/** The agency the screen works on and whether the user is a recruiter (recruiter-news vs news). */
export function useAgency() {
  const code = useAtomValue(effectiveAgencyCodeAtom);
  const name = useAtomValue(effectiveAgencyNameAtom);
  const { user } = useAtomValue(authAtom);
  return { code: code ?? '', name, recruiter: !!user && isRecruiterRole(user.roleType), user };
}
