export * from './envelope.ts';
export * from './locale.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './route.ts';
export * from './system.ts';
