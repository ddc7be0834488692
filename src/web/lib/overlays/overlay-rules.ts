/**
 * What floats over or beside the page (issue 37): the push prompt, toasts, the administrators'
 * banners and the maintenance band. One at a time on a phone: the prompt waits while a banner or
 * a toast shows (it comes back after), and the help button, always there, moves up above the toast
 * or the prompt (their heights, published as CSS variables, raise it).
 */
export type TOverlayKind = 'banner' | 'toast' | 'push-prompt';

export type TOverlaysShown = Record<TOverlayKind, boolean>;

/** Whether the push prompt may be on screen now, given what else shows. */
export function mayShowPushPrompt(shown: TOverlaysShown): boolean {
  return !shown.banner && !shown.toast;
}

/** The CSS variables a floating card publishes its height in (use-height-variable). */
export const OVERLAY_HEIGHT_VARIABLES = {
  toast: '--toast-height',
  pushPrompt: '--push-prompt-height',
} as const;

/** The help button's distance from the bottom: 1 rem, plus the card below it (never two at once). */
export const HELP_BUTTON_BOTTOM = `calc(1rem + var(${OVERLAY_HEIGHT_VARIABLES.toast}, 0px) + var(${OVERLAY_HEIGHT_VARIABLES.pushPrompt}, 0px))`;
