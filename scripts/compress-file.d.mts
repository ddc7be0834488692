/** Types of compress-file.mjs, for vite.config.ts. */
export declare const COMPRESSIBLE: RegExp;
export declare function compressFile(file: string): Promise<void>;
