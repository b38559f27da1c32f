import { appRoutes, type RouteName } from '@olive/api';
import { describe, expect, it } from 'vitest';
import { appPages } from '../shell/appPages';
import { publicPages } from './pages';

const names = Object.keys(appRoutes) as RouteName[];

describe('the page tables', () => {
  it('give every signed-in route a page in the shell’s table, and no other table has it', () => {
    const app = names.filter((n) => appRoutes[n].group === 'app');
    expect(app.filter((n) => !appPages[n])).toEqual([]);
    expect(app.filter((n) => publicPages[n])).toEqual([]);
  });

  it('give every sign-in and error route a page in the first bundle’s table, and the shell’s table none of them', () => {
    const outside = names.filter((n) => appRoutes[n].group !== 'app');
    expect(outside.filter((n) => !publicPages[n])).toEqual([]);
    expect(outside.filter((n) => appPages[n])).toEqual([]);
  });
});
