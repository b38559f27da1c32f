import { appRoutes, isRouteIn, type RouteName } from '@olive/api';
import { describe, expect, it } from 'vitest';
import { appPages } from '../shell/appPages';
import { publicPages } from './pages';

const names = Object.keys(appRoutes) as RouteName[];

/**
 * The tables' types already name every route of their groups (a missing or foreign key fails
 * type-checking). What the compiler cannot see: the objects at run time, and the
 * narrowing the Router and the shell use to pick a table.
 */
describe('the page tables', () => {
  it('hold at run time exactly the routes of their groups', () => {
    expect(Object.keys(appPages).sort()).toEqual(names.filter((n) => appRoutes[n].group === 'app').sort());
    expect(Object.keys(publicPages).sort()).toEqual(names.filter((n) => appRoutes[n].group !== 'app').sort());
  });

  it('are chosen by the same group test the Router and the shell use', () => {
    expect(names.filter((n) => isRouteIn(n, 'app')).sort()).toEqual(Object.keys(appPages).sort());
    expect(names.filter((n) => isRouteIn(n, 'public', 'error')).sort()).toEqual(Object.keys(publicPages).sort());
    expect(isRouteIn('notFound', 'app')).toBe(false);
  });
});
