export declare const BENCHMARKS_FILE: string;
export declare function writeBenchmarkSection(heading: string, body: string): void;
