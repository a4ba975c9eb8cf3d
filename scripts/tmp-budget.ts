import fs from 'node:fs';
import path from 'node:path';
import { gzippedBytes, heldInputScriptBytes, pageScriptFiles, readManifest } from './page-javascript';
const webDir = path.resolve('dist/web');
const html = fs.readFileSync(path.join(webDir, 'prerendered/index.html'), 'utf8');
const files = pageScriptFiles(readManifest(webDir), html, 'routes/public/home-page.tsx');
console.log(gzippedBytes(webDir, files) + heldInputScriptBytes());
