import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, maskedConfig } from './config.ts';
import { startServer } from './server.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const server = await startServer(config);
server.app.log.info({ config: maskedConfig(config) }, `listening on ${server.url} (web app at /, back office at /admin, API docs at /web/docs)`);
if (config.seedDemo) {
  // The demo accounts have published passwords: by default only this machine can reach them.
  server.app.log.info(
    config.host === '127.0.0.1' || config.host === 'localhost' || config.host === '::1'
      ? `demo mode (demo passwords seeded): listening on ${config.host} only; set HOST=0.0.0.0 to listen on every interface`
      : `demo mode (demo passwords seeded) on ${config.host}: reachable from other machines because HOST says so`,
  );
}
if (server.metricsUrl) server.app.log.info(`metrics at ${server.metricsUrl}`);

// On SIGINT/SIGTERM: stop taking new requests, let in-flight ones finish, close the
// database and pub/sub, then exit. A second signal or 10 s forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.app.log.error({ err }, 'shutting down after an error');
  else server.app.log.info({ signal }, 'shutting down');
  await server.close();
});
