// A full load of the home page (logout.ts), in a module of its own so tests can stand in for it: a
// test's document cannot navigate.
export const goHome = () => window.location.assign('/');
