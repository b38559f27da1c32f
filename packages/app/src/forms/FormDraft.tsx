import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { useLocation } from 'wouter';
import { authAtom } from '../state/auth';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../state/drafts';

/**
 * Put inside a form: what the signed-in user types is kept per user and route (state/drafts.ts)
 * and filled back in when the form opens again, so a session that ends mid-form loses nothing.
 * A successful submit clears it; password fields are never kept.
 */
export function FormDraft() {
  const form = useForm();
  const userId = useAtomValue(authAtom).user?.id ?? null;
  const [route] = useLocation();

  useEffect(() => {
    if (userId === null) return;
    const key = draftKey(userId, route);
    const saved = loadDraft(key);
    // The form's own values object takes a field that has not registered yet (a sibling below).
    if (saved) {
      form.batch(() => {
        for (const [name, value] of Object.entries(saved)) form.change(name, value);
      });
    }
    return form.subscribe(
      ({ values, dirty, submitSucceeded, dirtySinceLastSubmit }) => {
        if (submitSucceeded && !dirtySinceLastSubmit) clearDraft(key);
        else if (dirty) saveDraft(key, values);
        else clearDraft(key);
      },
      { values: true, dirty: true, submitSucceeded: true, dirtySinceLastSubmit: true },
    );
  }, [form, userId, route]);

  return null;
}
