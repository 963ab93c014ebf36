import type { AppModule } from '../context.ts';
import { systemModule } from './system/index.ts';
import { accountsModule } from './accounts/index.ts';
import { filesModule } from './files/index.ts';
import { noticesModule } from './notices/index.ts';
import { adminModule } from './admin/index.ts';

/**
 * Every product area of the server, in start-up order: a module may use the services
 * of the modules listed before it.
 */
export const modules: AppModule[] = [systemModule, accountsModule, filesModule, noticesModule, adminModule];
