import type { Locale } from '@app/contracts';

export type MessageTree = { [key: string]: string | MessageTree };
/** One area's texts in the three languages; a test checks that all three have the same keys. */
export type AreaMessages = Record<Locale, MessageTree>;

export const defineMessages = <T extends AreaMessages>(messages: T): T => messages;
