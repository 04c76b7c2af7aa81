import { writeFileSync } from 'node:fs';
import { apiTypesFile, generateApiTypes } from './api-types.ts';

/** `npm run api-types -w @sunfleet/web`: regenerates the web's api types from docs/openapi.json. */
writeFileSync(apiTypesFile, await generateApiTypes());
console.log(`wrote ${apiTypesFile}`);
