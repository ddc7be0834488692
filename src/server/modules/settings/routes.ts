import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSettingsResponse } from '../../../shared/schemas/provider-responses';
import { ZSettingsPatch } from '../../../shared/schemas/provider-setup';
import { SMS_UNAVAILABLE_TEXT } from '../../../shared/schemas/sms';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { lockProvider } from '../availability/api';
import { smsAvailability } from '../sms/api';
import { queueWaitlistOffer } from '../waitlist/api';
import { settingsFreeTime } from './frees-time';
import { getSettings, saveSettings } from './queries';

const TAGS = ['paramètres'];
export const WORK_DAY_ORDER_MESSAGE = 'La fin de la journée de travail doit suivre son début';

/** SPEC §3 configuration defaults and the booking rules of the provider. */
export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/settings',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Lire mes paramètres',
          description:
            'Vue du calendrier, journée de travail, règles de réservation, rappels, conservation des données, e-mails reçus.',
          security: BEARER,
          response: { 200: ZSettingsResponse },
        },
      },
      async (request) => ({ success: true as const, settings: await getSettings(db, providerIdOf(request)) }),
    );

    app.put(
      '/api/settings',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Modifier mes paramètres',
          description: 'Tout sous-ensemble des champs : les champs absents gardent leur valeur.',
          security: BEARER,
          body: ZSettingsPatch,
          response: { 200: ZSettingsResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const settings = await db.transaction(async (tx) => {
          await lockProvider(tx, providerId);
          const before = await getSettings(tx, providerId);
          const merged = { ...before };
          for (const [key, value] of Object.entries(request.body)) {
            if (value !== undefined) Object.assign(merged, { [key]: value });
          }
          if (merged.workDayStart >= merged.workDayEnd) {
            const field = request.body.workDayEnd === undefined ? 'workDayStart' : 'workDayEnd';
            throw new AppError('VALIDATION', WORK_DAY_ORDER_MESSAGE, { field });
          }
          // Issue 35: the SMS reminder cannot be turned on where no SMS provider is configured.
          if (merged.smsReminders && !before.smsReminders && !smsAvailability(deps.config).available)
            throw new AppError('CONFLICT', SMS_UNAVAILABLE_TEXT, { field: 'smsReminders' });
          const saved = await saveSettings(tx, providerId, merged, deps.now());
          if (settingsFreeTime(before, saved)) await queueWaitlistOffer(tx, deps.jobs, providerId, null);
          return saved;
        });
        return { success: true as const, settings };
      },
    );
  };
}
