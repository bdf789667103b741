import { TEXT_MAX } from './limits';
import { z } from 'zod';
import type { Locale } from './locale';
import { messageFor } from './messages';
import type { MessageCode } from './messages/en';

/** Answer envelope shared by every service (architecture section 4). */
export interface SuccessAnswer<T> {
  status: 'success';
  code: MessageCode | string;
  /** The code's wording in the caller's language (issue 29 item 5: tablets and integrators show it). */
  message: string;
  data: T;
}

export interface ErrorAnswer {
  status: 'error';
  code: MessageCode | string;
  message: string;
}

export type Answer<T> = SuccessAnswer<T> | ErrorAnswer;

export const errorAnswerSchema = z.object({
  status: z.literal('error'),
  code: z.string().max(TEXT_MAX),
  message: z.string().max(TEXT_MAX),
});

export function successAnswer<T>(code: MessageCode | string, data: T, locale: Locale = 'en'): SuccessAnswer<T> {
  return { status: 'success', code, message: messageFor(code, locale), data };
}

export function errorAnswer(code: MessageCode | string, message: string): ErrorAnswer {
  return { status: 'error', code, message };
}

export function isErrorAnswer(value: unknown): value is ErrorAnswer {
  return errorAnswerSchema.safeParse(value).success;
}
