import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MINUTES, sessionPhase, timeLeftText } from './session';

const minute = 60_000;

describe('sessionPhase', () => {
  const last = 1_000_000_000;
  it('is active well before the limit', () => {
    expect(sessionPhase(last, last + 10 * minute)).toEqual({
      phase: 'active',
      msToWarning: (SESSION_IDLE_MINUTES - 1 - 10 - 5) * minute,
    });
  });
  it('warns in the last five minutes, counting from a minute before the last answer', () => {
    const end = last - minute + SESSION_IDLE_MINUTES * minute;
    expect(sessionPhase(last, end - 5 * minute - 1)).toEqual({ phase: 'active', msToWarning: 1 });
    expect(sessionPhase(last, end - 5 * minute)).toEqual({ phase: 'warning', msLeft: 5 * minute });
    expect(sessionPhase(last, end - 1000)).toEqual({ phase: 'warning', msLeft: 1000 });
  });
  it('has expired at the limit', () => {
    const end = last - minute + SESSION_IDLE_MINUTES * minute;
    expect(sessionPhase(last, end)).toEqual({ phase: 'expired' });
  });
  it('takes another idle limit', () => {
    expect(sessionPhase(0, 5 * minute, 10, 5)).toEqual({ phase: 'warning', msLeft: 4 * minute });
  });
});

describe('timeLeftText', () => {
  it('reads minutes and seconds', () => {
    expect(timeLeftText(4 * minute + 5000)).toBe('4分05秒');
    expect(timeLeftText(30_000)).toBe('30秒');
    expect(timeLeftText(29_001)).toBe('30秒');
    expect(timeLeftText(-5)).toBe('0秒');
  });
});
