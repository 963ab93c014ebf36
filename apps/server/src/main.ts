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

// On SIGINT/SIGTERM: stop taking new requests, let in-flight ones finish, close the
// database and pub/sub, then exit. A second signal or 10 s forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.app.log.error({ err }, 'shutting down after an error');
  else server.app.log.info({ signal }, 'shutting down');
  await server.close();
});
