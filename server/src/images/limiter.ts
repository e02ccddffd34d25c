// A cap on work under way at once in this process (image encodings and decodes, which each hold a
// bitmap and a core), the rest waiting in the order it came.

/** Runs at most `parallel` of the given tasks at once, the others in the order they came. */
export function createLimiter(parallel: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its place straight to the next in line, so none can slip in between.
    if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
