// A setup file of the server tests: after each test file, stop what it started (tests/file-cleanup.ts).
import { afterAll } from 'vitest';
import { runFileCleanups } from './file-cleanup';

afterAll(runFileCleanups);
