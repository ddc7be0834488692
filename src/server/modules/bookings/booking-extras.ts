import type { z } from 'zod';
import {
  answersSchemaFor,
  PHONE_REQUIRED_MESSAGE,
  type TAnswersInput,
  type TBookingAnswer,
  type TLocation,
  type TQuestion,
  toStoredAnswers,
} from '../../../shared/schemas/service-options';
import { AppError } from '../../http/app-error';
import { placeFor, type TBookingPlace } from './booking-place';

export { PHONE_REQUIRED_MESSAGE };
export const ADDRESS_REQUIRED_MESSAGE = "L'adresse du rendez-vous est requise";

/** What a service asks of each of its bookings (issue 32). */
export type TExtrasService = { questions: TQuestion[]; phoneRequired: boolean; location: TLocation };
export type TExtrasRequest = {
  client: { phone: string; address: string };
  answers: TAnswersInput;
};
/** The columns a new booking gets from its service's questions and place. */
export type TBookingExtras = TBookingPlace & { answers: TBookingAnswer[] };

/**
 * The first refusal of the answers, under the field the form shows it at: `answers.{questionId}`
 * (a wrong item of a multiple choice is its question's error too).
 */
function answersError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    return new AppError('VALIDATION', 'Question inconnue', { field: `answers.${issue.keys[0]}` });
  }
  const questionId = issue?.path[0];
  const field = questionId === undefined ? 'answers' : `answers.${String(questionId)}`;
  return new AppError('VALIDATION', issue?.message ?? 'Réponses invalides', { field });
}

/**
 * Checks a new booking against its service's rules and gives what to store with it: the answers
 * with their questions' labels as asked, and its place (its own video room, or the client's address
 * for « À domicile »). The client booking online must answer the required questions, give a phone
 * when the service says so and the address of a home visit; the provider booking a customer by
 * hand may leave them out (they hold the information elsewhere), but no answer of theirs may be of
 * the wrong type or to a question the service does not ask. Throws a 400 naming the field.
 */
export function bookingExtrasFor(
  service: TExtrasService,
  request: TExtrasRequest,
  options: { isPublic: boolean; sharedRoom?: string | null },
): TBookingExtras {
  const questions = options.isPublic
    ? service.questions
    : service.questions.map((q) => ({ ...q, required: false }));
  const parsed = answersSchemaFor(questions).safeParse(request.answers);
  if (!parsed.success) throw answersError(parsed.error);
  if (options.isPublic && service.phoneRequired && !request.client.phone) {
    throw new AppError('VALIDATION', PHONE_REQUIRED_MESSAGE, { field: 'client.phone' });
  }
  if (options.isPublic && service.location.type === 'home' && !request.client.address) {
    throw new AppError('VALIDATION', ADDRESS_REQUIRED_MESSAGE, { field: 'client.address' });
  }
  return {
    answers: toStoredAnswers(service.questions, parsed.data),
    ...placeFor(service.location, request.client.address, options.sharedRoom),
  };
}
