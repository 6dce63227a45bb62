import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from '@/lib/env';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

const holder = globalThis as typeof globalThis & { __lotteStorage?: FileStorage };

export function getStorage(): FileStorage {
  holder.__lotteStorage ??= new LocalDiskStorage(env.uploadDir);
  return holder.__lotteStorage;
}

/** Tests point the services at a storage of their own. */
export function setStorage(storage: FileStorage | undefined) {
  holder.__lotteStorage = storage;
}

/** A random name, spread over month folders: `2026-11/1f0c…`. It says nothing about the file. */
export function randomStorageKey(now = new Date()): string {
  return `${now.toISOString().slice(0, 7)}/${randomUUID()}`;
}
