export * from './enums';
export * from './username';
export * from './formatters';
export * from './schemas/fields';
export * from './schemas/profile';
export * from './schemas/auth';
export * from './schemas/job';
