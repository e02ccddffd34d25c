// What a component test did wrong besides its assertions: console.error calls and requests no handler
// answered. setup.ts fails the test when any were recorded.
const problems: string[] = [];

export const recordProblem = (problem: string) => {
  problems.push(problem);
};

/** Empties the record and answers what it held. */
export const takeProblems = () => problems.splice(0);

/** Records a request no test handler answered; the request itself fails as an offline one would. */
export function failUnmockedRequest(method: string, url: string): Promise<never> {
  recordProblem(`Unmocked request: ${method} ${url} (answer it with mockApi or a fetch spy)`);
  return Promise.reject(new TypeError(`Unmocked request: ${method} ${url}`));
}
