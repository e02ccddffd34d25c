// The palette lives in theme.css alone: a colour written into a component's CSS module drifts from the
// brand the day the theme changes. Modules name theme custom properties instead.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

function cssModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

describe('colours', () => {
  it('are written only in theme.css: every CSS module uses its custom properties', () => {
    const modules = cssModules(src);
    expect(modules.length).toBeGreaterThan(10);
    const strays = modules.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          line.match(COLOUR_LITERAL) ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(strays).toEqual([]);
  });
});
