import { createTestApp, type TestApp } from './test-app';

/** A test app whose database holds the shipped catalogue (the skins feature's seeder loads it). */
export const createSkinsApp = (): Promise<TestApp> => createTestApp();
