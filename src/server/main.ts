import { loadServerConfig } from './config';
import { runProcess } from './process/run-process';
import { startServer } from './server';

await runProcess(async (log) => {
  const config = loadServerConfig();
  log.level = config.LOG_LEVEL;
  return startServer(config);
});
