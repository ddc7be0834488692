import { z } from 'zod';
import { multiLine, singleLine } from './fields';

/**
 * What a service asks and how it takes place (issue 32, docs/architecture.md « Richer services »):
 * intake questions, seats per slot, the phone rule and the place. One definition for the service
 * editor, the public booking form and the server; `answersSchemaFor` is the one check of a client's
 * answers on both sides.
 */

export const MAX_QUESTIONS = 10;
/** A service with `phoneRequired`: its booking form and its waitlist form ask for the phone. */
export const PHONE_REQUIRED_MESSAGE = 'Le numéro de téléphone est requis pour cette prestation';
export const MAX_CAPACITY = 100;
export const DEFAULT_VIDEO_BASE_URL = 'https://meet.jit.si/';

export const QUESTION_TYPES = ['text', 'textarea', 'choice', 'multichoice', 'checkbox'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];
/** The types whose answer is picked from `options`. */
export const CHOICE_TYPES: readonly TQuestionType[] = ['choice', 'multichoice'];

export const QUESTION_TYPE_LABELS: Record<TQuestionType, string> = {
  text: 'Texte court',
  textarea: 'Texte long',
  choice: 'Choix unique',
  multichoice: 'Choix multiples',
  checkbox: 'Case à cocher',
};

const ZOption = z
  .string()
  .trim()
  .min(1, 'Un choix ne peut pas être vide')
  .max(100, 'Un choix ne dépasse pas 100 caractères')
  .refine(...singleLine('Le choix'));

export const ZQuestion = z
  .object({
    /** Chosen by the editor (a short random id): answers point to it, a label may change. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Identifiant de question invalide'),
    label: z
      .string()
      .trim()
      .min(1, 'Le libellé de la question est requis')
      .max(200, 'Le libellé ne dépasse pas 200 caractères')
      .refine(...singleLine('Le libellé')),
    type: z.enum(QUESTION_TYPES, { error: 'Type de question inconnu' }),
    required: z.boolean().default(false),
    options: z.array(ZOption).max(20, 'Au plus 20 choix par question').optional(),
  })
  .superRefine((question, ctx) => {
    const isChoice = CHOICE_TYPES.includes(question.type);
    if (isChoice && (question.options ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Ajoutez au moins un choix' });
    }
    if (isChoice && new Set(question.options).size !== (question.options ?? []).length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Deux choix sont identiques' });
    }
  })
  // Only the choice types keep their options.
  .transform((q) => (CHOICE_TYPES.includes(q.type) ? q : { ...q, options: undefined }));
export type TQuestion = z.output<typeof ZQuestion>;
export type TQuestionInput = z.input<typeof ZQuestion>;

export const ZQuestions = z
  .array(ZQuestion)
  .max(MAX_QUESTIONS, `Au plus ${MAX_QUESTIONS} questions par prestation`)
  .refine(
    (list) => new Set(list.map((q) => q.id)).size === list.length,
    'Deux questions ont le même identifiant',
  );

export const ZCapacity = z
  .number({ error: 'Le nombre de places doit être un nombre entier' })
  .int('Le nombre de places doit être un nombre entier')
  .min(1, 'Au moins 1 place')
  .max(MAX_CAPACITY, `Au plus ${MAX_CAPACITY} places`);

export const LOCATION_TYPES = ['in_person', 'video', 'phone', 'home'] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_LABELS: Record<TLocationType, string> = {
  in_person: 'Au cabinet',
  video: 'En visio',
  phone: 'Au téléphone',
  home: 'À domicile',
};

export const ZLocation = z
  .object({
    type: z.enum(LOCATION_TYPES, { error: 'Lieu inconnu' }),
    /**
     * Video only: the base each booking's room is made under (default Jitsi Meet), or with
     * `videoFixed` the one link every booking gets (a Zoom or Teams personal room).
     */
    videoBaseUrl: z
      .string()
      .trim()
      .max(300, "L'adresse de visio ne dépasse pas 300 caractères")
      .refine((v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/[^\s]*)?$/i.test(v), {
        message: "L'adresse de visio doit commencer par https://",
      })
      .optional(),
    videoFixed: z.boolean().optional(),
  })
  .transform(
    (l): TLocation =>
      l.type === 'video'
        ? { type: l.type, videoBaseUrl: l.videoBaseUrl || undefined, videoFixed: l.videoFixed || undefined }
        : { type: l.type },
  );
export type TLocation = { type: TLocationType; videoBaseUrl?: string; videoFixed?: boolean };

/** The fields issue 32 adds to a service, with their defaults (existing services get them too). */
export const SERVICE_OPTION_DEFAULTS = {
  questions: [] as TQuestion[],
  capacity: 1,
  phoneRequired: false,
  location: { type: 'in_person' } as TLocation,
};

// ---------- Answers ----------

export type TAnswerValue = string | string[] | boolean;
/** What a booking carries: `answers: {[questionId]: value}`. */
export const ZAnswersInput = z.record(
  z.string().max(40),
  z.union([z.string().max(2000), z.array(z.string().max(100)).max(20), z.boolean()]),
);
export type TAnswersInput = z.input<typeof ZAnswersInput>;

/** A stored answer keeps the question's label and type as asked: editing the question later rewrites nothing. */
export type TBookingAnswer = { questionId: string; label: string; type: TQuestionType; value: TAnswerValue };
/** The stored answers as the API sends them (booking, client's history). */
export const ZBookingAnswer = z.object({
  questionId: z.string(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  value: z.union([z.string(), z.array(z.string()), z.boolean()]),
}) satisfies z.ZodType<TBookingAnswer>;

const REQUIRED = 'Cette réponse est requise';
/** A required question left unanswered says so; any other wrong type is invalid. */
const missingOrInvalid = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : 'Réponse invalide'),
};

function answerSchema(question: TQuestion): z.ZodType<TAnswerValue | undefined> {
  const options = question.options ?? [];
  const notAnOption = 'Choisissez une des réponses proposées';
  switch (question.type) {
    case 'text':
    case 'textarea': {
      const base = z
        .string(missingOrInvalid)
        .trim()
        .max(question.type === 'text' ? 300 : 2000, 'Réponse trop longue')
        .refine(...(question.type === 'text' ? singleLine('La réponse') : multiLine('La réponse')));
      return question.required ? base.min(1, REQUIRED) : base.optional();
    }
    case 'choice': {
      const base = z.string({ error: REQUIRED }).refine((v) => v === '' || options.includes(v), notAnOption);
      return question.required ? base.refine((v) => v !== '', REQUIRED) : base.optional();
    }
    case 'multichoice': {
      const base = z.array(
        z.string().refine((v) => options.includes(v), notAnOption),
        missingOrInvalid,
      );
      return question.required ? base.min(1, 'Choisissez au moins une réponse') : base.optional();
    }
    case 'checkbox': {
      const base = z.boolean(missingOrInvalid);
      return question.required ? base.refine((v) => v, 'Cette case doit être cochée') : base.optional();
    }
  }
}

/**
 * The check of a client's answers to these questions, in the browser and on the server: errors
 * carry the question's id as their path (the server answers `answers.{id}`). Unknown ids are
 * refused (strict), and an unanswered optional question is simply absent.
 */
export function answersSchemaFor(questions: readonly TQuestion[]) {
  const shape: Record<string, z.ZodType<TAnswerValue | undefined>> = {};
  for (const question of questions) shape[question.id] = answerSchema(question);
  return z.strictObject(shape, { error: 'Question inconnue' });
}

/** The answers to store: one entry per answered question, in the questions' order, label included. */
export function toStoredAnswers(
  questions: readonly TQuestion[],
  answers: Record<string, TAnswerValue | undefined>,
): TBookingAnswer[] {
  const stored: TBookingAnswer[] = [];
  for (const q of questions) {
    const value = answers[q.id];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    stored.push({ questionId: q.id, label: q.label, type: q.type, value });
  }
  return stored;
}

/** An answer as plain text (never HTML): lists joined, a checkbox as « Oui » / « Non ». */
export function answerText(value: TAnswerValue): string {
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

// ---------- Series ----------

export const RECURRENCE_FREQUENCIES = ['weekly', 'every2weeks', 'monthly'] as const;
export type TRecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const RECURRENCE_LABELS: Record<TRecurrenceFrequency, string> = {
  weekly: 'Toutes les semaines',
  every2weeks: 'Toutes les 2 semaines',
  monthly: 'Tous les mois',
};
export const MAX_SERIES = 52;
export const ZRecurrence = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Fréquence inconnue' }),
  count: z
    .number({ error: 'Le nombre de rendez-vous doit être un nombre entier' })
    .int('Le nombre de rendez-vous doit être un nombre entier')
    .min(2, 'Une série compte au moins 2 rendez-vous')
    .max(MAX_SERIES, `Une série compte au plus ${MAX_SERIES} rendez-vous`),
});
export type TRecurrence = z.infer<typeof ZRecurrence>;

/** POST /api/bookings/{id}/cancel `scope`: this one, this and the following of its series, the whole series, or every attendee of its group session. */
export const CANCEL_SCOPES = ['one', 'following', 'series', 'session'] as const;
export type TCancelScope = (typeof CANCEL_SCOPES)[number];
