// `npm run openapi`: writes docs/api/openapi.json from the contract's endpoint definitions (a test fails when it is stale).
import fs from 'node:fs';
import path from 'node:path';
import { OPENAPI_FILE, openApiJson } from '../lib/openapi';

fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
fs.writeFileSync(OPENAPI_FILE, openApiJson());
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
