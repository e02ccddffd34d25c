// Vitest's global set-up of the server's tests: the migrated database every test file starts from a
// copy of (migrated-template.ts), made once before the files run and handed to them by `inject`.
import type { TestProject } from 'vitest/node';
import { makeMigratedTemplate, type MigratedTemplate } from './migrated-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('migratedTemplate', await makeMigratedTemplate());
}
