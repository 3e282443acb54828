import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './ports';

// Starts the built server on a throwaway data folder for the journeys and removes the folder
// when Playwright stops it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-e2e-'));

const server = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
