import { STORAGE } from '../storage-keys';
import { parisDay, type TPromptMemory } from './prompt-timing';

/**
 * The prompt's memory in this browser's localStorage (ADR 0065): shared by its tabs and kept
 * after they close. A browser without storage (private mode quotas) simply never gets asked.
 */
export function readPromptMemory(): TPromptMemory {
  try {
    const laterText = localStorage.getItem(STORAGE.pushPromptLater);
    const laterAt = laterText === null ? null : new Date(laterText);
    return {
      firstDay: localStorage.getItem(STORAGE.pushPromptFirstDay),
      // A value that is not a date (edited by hand) counts as never chosen.
      laterAt: laterAt && !Number.isNaN(laterAt.getTime()) ? laterAt : null,
    };
  } catch {
    return { firstDay: null, laterAt: null };
  }
}

/** Keeps the day of the first signed-in visit, once: later visits leave it as it is. */
export function recordFirstDay(now: Date): void {
  try {
    if (localStorage.getItem(STORAGE.pushPromptFirstDay) === null) {
      localStorage.setItem(STORAGE.pushPromptFirstDay, parisDay(now));
    }
  } catch {
    // No storage: nothing to remember, and the prompt never comes (readPromptMemory).
  }
}

export function rememberLater(now: Date): void {
  try {
    localStorage.setItem(STORAGE.pushPromptLater, now.toISOString());
  } catch {
    // No storage: the prompt cannot come back either (no first day recorded).
  }
}
