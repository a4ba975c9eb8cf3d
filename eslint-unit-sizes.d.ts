// The types of eslint-unit-sizes.js, which the lint config (plain JavaScript) and a test both read.
import type { Linter } from 'eslint';

export declare const unitSizeFiles: string[];
export declare const unitSizeExempt: string[];
export declare const unitSizeRules: Linter.RulesRecord;
