export * from './class';
export * from './teacher';
export * from './auth';
export * from './file';
export * from './audit';
