import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApiError } from './http';
import { serverTranslator } from './i18n';

function invalid(name: string, locale: AppLocale): ApiError {
  const message = serverTranslator(locale, 'api')('invalidQuery', { name });
  return new ApiError(400, { [name]: [message], detail: message });
}

/** An optional whole-number query value within [min, max]; '' counts as absent. */
export function intParam(url: URL, name: string, range: { min: number; max: number }, locale: AppLocale): number | undefined {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw invalid(name, locale);
  const value = Number(raw);
  if (value < range.min || value > range.max) throw invalid(name, locale);
  return value;
}

/** A comma list of whole numbers (`cities=1,18`), also repeated (`cities=1&cities=18`). */
export function intListParam(url: URL, name: string, locale: AppLocale): number[] {
  const parts = url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (parts.length > 50 || parts.some((part) => !/^\d{1,6}$/.test(part))) throw invalid(name, locale);
  return [...new Set(parts.map(Number))];
}

/** One of `choices`, or `fallback` when absent. */
export function choiceParam<T extends string>(url: URL, name: string, choices: readonly T[], fallback: T, locale: AppLocale): T {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return fallback;
  if (!(choices as readonly string[]).includes(raw)) throw invalid(name, locale);
  return raw as T;
}

/** Free text, trimmed and capped, without NUL bytes (PostgreSQL refuses them in text). */
export function textParam(url: URL, name: string, maxLength: number): string {
  return (url.searchParams.get(name) ?? '').replace(/\u0000/g, '').trim().slice(0, maxLength);
}
