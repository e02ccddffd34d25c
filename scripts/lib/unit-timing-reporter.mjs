// A Vitest reporter that records how long each test file took, everything included (its
// environment, imports, hooks and tests), for the slowest-files list of `npm test`
// (scripts/lib/test-timings.mjs). It adds to whatever reporter prints the results.
import path from 'node:path';
import { repoRoot } from './repo-root.mjs';
import { unitFilesReport, writeJson } from './test-timings.mjs';

export default class UnitTimingReporter {
  files = new Map();

  onTestModuleEnd(testModule) {
    const diagnostic = testModule.diagnostic();
    const seconds =
      (diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration +
        diagnostic.duration) /
      1000;
    const project = testModule.project.name || 'unit';
    const files = this.files.get(project) ?? [];
    files.push({
      file: path.relative(repoRoot, testModule.moduleId),
      seconds,
      tests: [...testModule.children.allTests()].length,
    });
    this.files.set(project, files);
  }

  onTestRunEnd() {
    for (const [project, files] of this.files) writeJson(unitFilesReport(project), files);
  }
}
