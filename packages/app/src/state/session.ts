import { atom } from 'jotai';

/** When an answer last renewed the signed-in session (the server counts its idle limit from there). */
export const lastRenewedAtom = atom<number>(Date.now());
