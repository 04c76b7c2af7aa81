import { writeFileSync } from 'node:fs';
import { generateOpenApi, openApiFile } from '../openapi.ts';

/** `npm run openapi -w @sunfleet/api`: regenerates docs/openapi.json from the route schemas. */
writeFileSync(openApiFile, await generateOpenApi());
console.log(`wrote ${openApiFile}`);
