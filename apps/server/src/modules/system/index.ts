import type { AppModule } from '../../context.ts';
import { systemRoutes } from './routes.ts';

/** App version, areas (countries, Mexican states) and enumeration dictionaries. */
export const systemModule: AppModule = {
  name: 'system',
  routes: systemRoutes,
};
