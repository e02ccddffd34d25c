export * from './accounts.ts';
export * from './api.ts';
export * from './catalogue.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './text-checks.ts';
