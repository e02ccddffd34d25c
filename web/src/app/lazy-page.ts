// Route-level code splitting with two extras the server-rendered pages need: the build manifest's name
// of each page module (the server adds its chunks and styles to the page it sends), and a preload that
// the browser runs before hydrating, after which the page renders at once instead of suspending.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface PageModule {
  default: ComponentType;
}

// One chunk per file, as `lazy(() => import(...))` makes. Pages and layouts are named `*-page.tsx` and
// `*-layout.tsx`; a route naming a file that is not here fails when the app loads.
const pageModules = import.meta.glob<PageModule>([
  '../features/**/*-page.tsx',
  '../features/**/*-layout.tsx',
  '../ui/not-found-page.tsx',
]);

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** The module's key in Vite's build manifest: `src/features/home/home-page.tsx`. */
  moduleId: string;
  preload(): Promise<unknown>;
};

/** A lazily loaded page: `page('../features/home/home-page.tsx')`, the path as this file sees it. */
export function page(path: string): LazyPage {
  const load = pageModules[path];
  if (!load) throw new Error(`${path} is not a page module (*-page.tsx or *-layout.tsx)`);
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  // Once loaded, React gets the module without waiting: a thenable that answers at once.
  const Page = lazy(() =>
    loaded ? (syncThenable(loaded) as unknown as Promise<PageModule>) : preload(),
  ) as LazyPage;
  Page.moduleId = path.replace(/^\.\.\//, 'src/');
  Page.preload = preload;
  return Page;
}

function syncThenable<T>(value: T) {
  return { then: (resolve: (value: T) => void) => resolve(value) };
}
