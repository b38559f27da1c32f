// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, draftValues, loadDraft, saveDraft, takeDrafts } from './drafts';

beforeEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('keys a draft by user and route', () => {
    expect(draftKey(7, '/admin/news/new')).toBe('olive.draft.7./admin/news/new');
    expect(draftKey(7, '/account')).not.toBe(draftKey(8, '/account'));
  });

  it('never keeps a password field', () => {
    expect(draftValues({ title: 'a', password: 'x', previousPassword: 'y', password_confirmation: 'z' })).toEqual({
      title: 'a',
    });
    saveDraft('olive.draft.1./account', { previousPassword: 'secret', password: 'new' });
    expect(sessionStorage.getItem('olive.draft.1./account')).toBeNull();
  });

  it('saves, loads and clears', () => {
    const key = draftKey(1, '/admin/news/new');
    saveDraft(key, { title: 'お知らせ', agencyCodeList: ['A0001'] });
    expect(loadDraft(key)).toEqual({ title: 'お知らせ', agencyCodeList: ['A0001'] });
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('reads a broken draft as none', () => {
    sessionStorage.setItem('olive.draft.1./x', '{');
    expect(loadDraft('olive.draft.1./x')).toBeNull();
    sessionStorage.setItem('olive.draft.1./x', '[1]');
    expect(loadDraft('olive.draft.1./x')).toBeNull();
  });

  it('lists only drafts to keep across a reset', () => {
    sessionStorage.setItem('olive.selectedAgencyCode', '"A0001"');
    saveDraft(draftKey(1, '/a'), { title: 't' });
    expect(takeDrafts()).toEqual([['olive.draft.1./a', '{"title":"t"}']]);
  });
});
