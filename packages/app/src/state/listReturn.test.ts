// @vitest-environment happy-dom
import { paths } from '@olive/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { listHref, rememberListQuery } from './listReturn';

describe('back links return to the list as it was left', () => {
  beforeEach(() => sessionStorage.clear());

  it('a list with no remembered query is its bare path', () => {
    expect(listHref(paths.contracts, {})).toBe('/contracts');
  });

  it('keeps the list’s query while the user is on the list or below it', () => {
    rememberListQuery('/contracts', 'page=3&sort=premium');
    rememberListQuery('/contracts/12', '');
    expect(listHref(paths.contracts, {})).toBe('/contracts?page=3&sort=premium');
    rememberListQuery('/contracts/13', 'agency=A0001');
    expect(listHref(paths.contracts, {})).toBe('/contracts?page=3&sort=premium');
  });

  it('the latest query of the list wins; a list back at page 1 forgets it', () => {
    rememberListQuery('/contracts', 'page=3');
    rememberListQuery('/contracts', 'page=4');
    expect(listHref(paths.contracts, {})).toBe('/contracts?page=4');
    rememberListQuery('/contracts', '');
    expect(listHref(paths.contracts, {})).toBe('/contracts');
  });

  it('forgets it when the user goes elsewhere, as docs/product.md §4 resets the contract search', () => {
    rememberListQuery('/contracts', 'page=3');
    rememberListQuery('/fees', '');
    rememberListQuery('/contracts/12', '');
    expect(listHref(paths.contracts, {})).toBe('/contracts');
  });

  it('a similar path is not below the list', () => {
    rememberListQuery('/admin/news', 'page=2');
    rememberListQuery('/admin/newsletters', '');
    expect(listHref(paths.adminNews, {})).toBe('/admin/news');
  });

  it('each list keeps its own place, and a damaged store reads as empty', () => {
    rememberListQuery('/admin/recruiters', 'page=2');
    rememberListQuery('/admin/recruiters/7', '');
    expect(listHref(paths.adminRecruiters, {})).toBe('/admin/recruiters?page=2');
    expect(listHref(paths.adminOliveUsers, {})).toBe('/admin/olive-users');
    sessionStorage.setItem('olive.listQueries', '{not json');
    expect(listHref(paths.adminRecruiters, {})).toBe('/admin/recruiters');
    rememberListQuery('/admin/recruiters', 'page=5');
    expect(listHref(paths.adminRecruiters, {})).toBe('/admin/recruiters?page=5');
  });
});
