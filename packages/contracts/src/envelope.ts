import { TEXT_MAX } from './limits';
import { z } from 'zod';
import type { MessageCode } from './messages/en';

/** Answer envelope shared by every service (architecture section 4). */
export interface SuccessAnswer<T> {
  status: 'success';
  code: MessageCode | string;
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

export function successAnswer<T>(code: MessageCode | string, data: T): SuccessAnswer<T> {
  return { status: 'success', code, data };
}

export function errorAnswer(code: MessageCode | string, message: string): ErrorAnswer {
  return { status: 'error', code, message };
}

export function isErrorAnswer(value: unknown): value is ErrorAnswer {
  return errorAnswerSchema.safeParse(value).success;
}
