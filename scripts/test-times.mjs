// `npm run test:times`: the phase times and the ten slowest test files of the last test run.
import { timingsReport } from './lib/test-timings.mjs';

console.log(timingsReport());
