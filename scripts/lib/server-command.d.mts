export declare const compiledServer: string;
export declare function serverArguments(): string[];
