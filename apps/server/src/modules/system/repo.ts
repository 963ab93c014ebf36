import type { AppVersion, Locale } from '@app/contracts';
import type { Db } from '../../db/index.ts';

export async function latestAppVersion(db: Db, platform: string, locale: Locale): Promise<AppVersion | undefined> {
  const row = await db
    .selectFrom('app_versions')
    .selectAll()
    .where('platform', '=', platform)
    .orderBy('build_number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    version: row.version,
    buildNumber: row.build_number,
    platform: row.platform,
    forceUpdate: row.force_update,
    releaseNotes: row.release_notes[locale] ?? row.release_notes.en ?? '',
    publishedAt: Math.floor(new Date(row.published_at).getTime() / 1000),
  };
}
