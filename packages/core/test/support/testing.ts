/** @polyhedral/core/testing: what the core's and the site's tests share. */
export * from './characters.ts';
export * from './rule-examples.ts';
export * from './stat-blocks.ts';
