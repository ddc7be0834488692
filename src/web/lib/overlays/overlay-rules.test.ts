import { describe, expect, it } from 'vitest';
import { HELP_BUTTON_BOTTOM, mayShowPushPrompt } from './overlay-rules';

describe('one overlay at a time (issue 37)', () => {
  it('the push prompt waits while a banner or a toast shows', () => {
    expect(mayShowPushPrompt({ banner: false, toast: false, 'push-prompt': false })).toBe(true);
    expect(mayShowPushPrompt({ banner: true, toast: false, 'push-prompt': false })).toBe(false);
    expect(mayShowPushPrompt({ banner: false, toast: true, 'push-prompt': true })).toBe(false);
  });

  it('the help button rises by the height of the toast or the prompt below it', () => {
    expect(HELP_BUTTON_BOTTOM).toBe('calc(1rem + var(--toast-height, 0px) + var(--push-prompt-height, 0px))');
  });
});
