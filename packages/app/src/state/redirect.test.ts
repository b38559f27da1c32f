// @vitest-environment happy-dom
import { paths } from '@olive/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPath, takeRememberedPath } from './redirect';

beforeEach(() => sessionStorage.clear());

describe('the path remembered for after sign-in', () => {
  it('is followed once', () => {
    rememberPath('/contracts?page=2');
    expect(takeRememberedPath(1)).toBe('/contracts?page=2');
    expect(takeRememberedPath(1)).toBe(paths.home);
  });

  it('of a session that ended is followed only by the same user', () => {
    rememberPath('/admin/news/new', 7);
    expect(takeRememberedPath(8)).toBe(paths.home);
    rememberPath('/admin/news/new', 7);
    expect(takeRememberedPath(7)).toBe('/admin/news/new');
  });

  it('never leaves the site', () => {
    rememberPath('//evil.example/');
    expect(takeRememberedPath(1)).toBe(paths.home);
    sessionStorage.setItem('olive.redirectAfterLogin', 'not json');
    expect(takeRememberedPath(1)).toBe(paths.home);
  });
});
