import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_URL_PREFIX } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import './tables.ts';
import { t } from './messages.ts';
import { sniffImage } from './sniff.ts';

export type FileOwner = { kind: 'user'; userId: number } | { kind: 'operator'; operatorId: number };

const NAME_PATTERN = /^[A-Za-z0-9_-]{32}\.(jpg|png|gif|webp)$/;

/**
 * Uploaded images, stored under DATA_DIR/uploads with an unguessable name (24 random
 * bytes) and served only to their owner and to operators.
 */
export class FilesService {
  readonly dir: string;
  constructor(private readonly ctx: AppContext) {
    this.dir = path.join(ctx.config.dataDir, 'uploads');
  }

  /** Stores an image; the type comes from its bytes. Answers its url. */
  async saveImage(owner: FileOwner, bytes: Buffer, purpose = 'general'): Promise<{ url: string; name: string }> {
    if (bytes.length === 0) throw new AppError('FILE_MISSING', t.empty, {}, { field: 'file' });
    const type = sniffImage(bytes);
    if (!type) throw new AppError('FILE_NOT_IMAGE', t.notImage, {}, { field: 'file' });
    const name = `${crypto.randomBytes(24).toString('base64url')}.${type.ext}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    await this.ctx.db
      .insertInto('uploads')
      .values({
        name,
        owner_user_id: owner.kind === 'user' ? owner.userId : null,
        owner_operator_id: owner.kind === 'operator' ? owner.operatorId : null,
        mime: type.mime,
        size_bytes: bytes.length,
        purpose,
        created_at: new Date(this.ctx.clock.now()),
      })
      .execute();
    return { url: FILE_URL_PREFIX + name, name };
  }

  /** The stored name behind a url, when it is a file of ours. */
  nameFromUrl(url: string): string | undefined {
    const name = url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : url;
    return NAME_PATTERN.test(name) ? name : undefined;
  }

  /** True when the url is an upload of this user (KYC images must be the user's own). */
  async isOwnedBy(url: string, userId: number): Promise<boolean> {
    const name = this.nameFromUrl(url);
    if (!name) return false;
    const row = await this.ctx.db.selectFrom('uploads').select(['owner_user_id']).where('name', '=', name).executeTakeFirst();
    return row?.owner_user_id === userId;
  }

  /** Who uploaded a file of ours (news covers must be operator uploads; chat images the sender's own). */
  async ownerOf(url: string): Promise<FileOwner | undefined> {
    const name = this.nameFromUrl(url);
    if (!name) return undefined;
    const row = await this.ctx.db.selectFrom('uploads').select(['owner_user_id', 'owner_operator_id']).where('name', '=', name).executeTakeFirst();
    if (row?.owner_user_id != null) return { kind: 'user', userId: row.owner_user_id };
    if (row?.owner_operator_id != null) return { kind: 'operator', operatorId: row.owner_operator_id };
    return undefined;
  }

  /** Reads a file for a viewer: its owner, or any operator. Unknown or not allowed: undefined. */
  async read(name: string, viewer: FileOwner): Promise<{ bytes: Buffer; mime: string } | undefined> {
    if (!NAME_PATTERN.test(name)) return undefined;
    const row = await this.ctx.db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
    if (!row) return undefined;
    const allowed = viewer.kind === 'operator' || row.owner_user_id === viewer.userId;
    if (!allowed) return undefined;
    try {
      return { bytes: await fs.readFile(path.join(this.dir, name)), mime: row.mime };
    } catch {
      return undefined;
    }
  }
}
