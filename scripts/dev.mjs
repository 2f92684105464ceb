// `npm run dev`: the API with reload (tsx watch) on :8080 and the Vite dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit', env: { ...process.env, TZ: process.env.TZ ?? 'Asia/Seoul' } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
console.log('\n  web: http://localhost:5173   api: http://localhost:8080\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
