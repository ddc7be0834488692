import { sectionPath } from '../../components/layout/dashboard-sections';

/** The card's anchor in Paramètres, where the bell's sync notifications and the agenda's link lead. */
export const CALDAV_ANCHOR = 'synchroniser-agenda';
export const CALDAV_SETTINGS_PATH = `${sectionPath('settings')}#${CALDAV_ANCHOR}`;
