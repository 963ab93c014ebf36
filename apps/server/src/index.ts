export { buildApp, type BuildOptions, type BuiltApp } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { startServer } from './server.ts';
