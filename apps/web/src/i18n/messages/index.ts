import type { AreaMessages } from '../types.ts';

const files = import.meta.glob<AreaMessages>(['./*.ts', '!./index.ts', '!./*.test.ts'], { import: 'default', eager: true });

/**
 * Every area's texts, by file name: each file of this folder exports es, en and zh
 * (`t('<file>.<key>')`). Nothing to register: a new file is picked up here and loaded
 * lazily by `i18n/index.ts`; i18n.test.ts checks that the three languages have the same keys.
 */
export const areaMessages: Record<string, AreaMessages> = Object.fromEntries(Object.entries(files).map(([file, messages]) => [file.slice('./'.length, -'.ts'.length), messages]));
